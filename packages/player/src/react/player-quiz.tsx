/**
 * The quiz inside the player (002 §2 quiz card, §4 quiz mask and modes): the card in the steps
 * list, the mask at the end of the last step when a quiz is pending, and the quiz itself in a
 * panel over the player. Opening the quiz pauses the video. <Quiz/> (@stepwise/quiz/react) comes
 * by a dynamic import when the quiz is first opened, so the player's first chunk does not carry
 * it (issue 18's start-up budgets).
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '@stepwise/i18n/react';
import type { QuizMode } from '@stepwise/core';
import type { PlayerQuizCompletedDetail } from '../core/events.js';
import { quizShouldShow } from '../core/quiz-summary.js';
import { quizCardVisible } from '../core/toolbox.js';
import { cx, SCOPE } from './components/class-names.js';
import { Parts } from './components/parts.js';
import { PlayerMessage } from './components/player-message.js';
import { QuizCard } from './components/quiz-card.js';
import { QuizMask } from './components/quiz-mask.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

const loadQuiz = () => import('@stepwise/quiz/react').then((m) => ({ default: m.Quiz }));
/** Replaced on a retry: React.lazy keeps a failed import's rejection for good. */
let Quiz = lazy(loadQuiz);

export type OpenQuizMode = Exclude<QuizMode, 'CLOSE'>;

export interface PlayerQuizState {
  /** The card to put in the steps list, or null when it does not show. */
  card: ReactNode;
  /** The mask, for the stage (over the picture). */
  mask: ReactNode;
  /** The quiz panel, for the player's root (over the whole player). */
  panel: ReactNode;
}

export interface UsePlayerQuizOptions {
  stores: PlayerStores;
  workflowId: string;
  preview: boolean;
  onCompleted?: ((detail: PlayerQuizCompletedDetail) => void) | undefined;
  /** The quiz failed to load or submit: reported like the player's other network errors. */
  onError: (error: unknown) => void;
  /** Where focus returns when the panel closes (the player's root). */
  returnFocus: () => void;
}

/** The quiz card, the mask and the panel for one ready player. */
export function usePlayerQuiz(options: UsePlayerQuizOptions): PlayerQuizState {
  const { stores, preview } = options;
  const summary = useStore(stores.quiz.$summary);
  const ended = useStore(stores.steps.$ended);
  const [mode, setMode] = useState<QuizMode>('CLOSE');
  // The end of the workflow the mask was closed for; a new end (after playing again) asks again.
  const [closedFor, setClosedFor] = useState<typeof ended>(null);

  const open = (next: OpenQuizMode) => {
    // 002 §4: opening a quiz screen pauses the video.
    stores.playback.pause();
    setClosedFor(ended);
    setMode(next);
  };
  const close = () => {
    setMode('CLOSE');
    options.returnFocus();
  };

  const cardVisible =
    summary !== null &&
    quizCardVisible({
      quizPermission: stores.quiz.enabled,
      quizShouldShow: quizShouldShow(summary),
      preview,
    });
  const card = cardVisible ? <QuizCard summary={summary} onOpen={open} /> : null;
  const masked = ended?.then === 'quiz' && closedFor !== ended && mode === 'CLOSE' && !!summary;

  const mask = masked && summary && (
    <QuizMask
      summary={summary}
      onOpen={open}
      onClose={() => {
        setClosedFor(ended);
        options.returnFocus();
      }}
    />
  );
  const panel = mode !== 'CLOSE' && stores.quiz.port && (
    <QuizPanel
      onClose={close}
      quiz={{
        port: stores.quiz.port,
        workflowId: options.workflowId,
        mode,
        onModeChange: (next) => (next === 'CLOSE' ? close() : setMode(next)),
        onClose: close,
        onCompleted: (detail) => {
          void stores.quiz.refreshHistory();
          options.onCompleted?.(detail);
        },
        onError: (detail) => options.onError(new Error(detail.message)),
      }}
    />
  );
  return { card, mask, panel };
}

/** The panel's own close button, while <Quiz/> (which has its own) is loading or failed. */
function PanelClose({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="sw-player-button sw-player-quiz-panel-close sw-player-focusable"
      aria-label={t('player.closeQuizPanel')}
      onClick={onClose}
    >
      ×
    </button>
  );
}

/**
 * The panel the quiz runs in: a modal dialog over the whole player, focused when it opens;
 * Escape closes it; the player's keys stay off while it is open.
 */
function QuizPanel({ onClose, quiz }: { onClose: () => void; quiz: ComponentProps<typeof Quiz> }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      className={cx(SCOPE, 'sw-player-quiz-panel')}
      part={Parts.quiz}
      role="dialog"
      aria-modal="true"
      aria-label={t('player.quiz')}
      tabIndex={-1}
      data-testid="player-quiz"
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onClose();
      }}
    >
      <QuizBoundary
        onClose={onClose}
        render={() => (
          <Suspense
            fallback={
              <>
                <PanelClose onClose={onClose} />
                <PlayerMessage kind="loadingQuiz" />
              </>
            }
          >
            <Quiz {...quiz} />
          </Suspense>
        )}
      />
    </div>
  );
}

/** The quiz's code could not be fetched (offline, a deploy in between): say so, offer a retry. */
class QuizBoundary extends Component<
  { render: () => ReactNode; onClose: () => void },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <>
          <PanelClose onClose={this.props.onClose} />
          <PlayerMessage
            kind="quizUnavailable"
            action={{
              kind: 'retry',
              onAction: () => {
                Quiz = lazy(loadQuiz);
                this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
              },
            }}
          />
        </>
      );
    }
    // Rendered here, so a retry reads the new lazy component.
    return <div key={this.state.attempt}>{this.props.render()}</div>;
  }
}
