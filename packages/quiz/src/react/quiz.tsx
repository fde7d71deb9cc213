/**
 * The React quiz (issue 19 Build 5; 002 §3 user quiz, §4 the quiz screen and its modes): a
 * workflow's quiz over the store of core/quiz-store.ts. CLOSE renders nothing; TAKE_QUIZ the
 * questions (quiz-taking.tsx); REVIEW_QUIZ the result and its review (quiz-result.tsx). The
 * loading, empty and error states stand in for both. A live region says the result when a
 * submission comes back; Escape closes when the host can close (`onClose`).
 */
import { useStore } from '@nanostores/react';
import type { InterfaceLanguage, OptionLetter, QuizMode, UserQuizView } from '@stepwise/core';
import { dirOf, localeTagOf } from '@stepwise/i18n';
import { useLanguage, useT } from '@stepwise/i18n/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createQuizStore, type QuizLoad, type QuizStore } from '../core/quiz-store.js';
import { QuizI18n } from './quiz-i18n.js';
import type { QuizCompletedDetail, QuizProps } from './quiz-props.js';
import { QuizResultView } from './quiz-result.js';
import { QuizTaking } from './quiz-taking.js';
import { loadFailureKey, RESULT_KEYS } from './shared.js';
import { quizStyles } from './styles.js';

export type { QuizCompletedDetail, QuizLayout, QuizProps } from './quiz-props.js';

/** The element's and the player's completion detail, from the graded attempt. */
export function completedDetail(attempt: UserQuizView): QuizCompletedDetail {
  return {
    userQuizId: attempt.id,
    quizId: attempt.quizId,
    workflowId: attempt.workflow.id,
    score: attempt.score,
    passed: attempt.status === 'passed',
    status: attempt.status,
    correctAnswerCount: attempt.correctAnswerCount,
    questionCount: attempt.questionCount,
    passingScore: attempt.passingScore,
    attempt: attempt.attempt,
  };
}

export function Quiz(props: QuizProps) {
  const host = useLanguage().language;
  const language = props.lang ?? host;
  return (
    <QuizI18n language={language}>
      <QuizView {...props} language={language} />
    </QuizI18n>
  );
}

/** The host's latest handlers: stores and effects are made once, the handlers may change. */
class HandlerRelay {
  #props: QuizProps | null = null;
  get props(): Partial<QuizProps> {
    return this.#props ?? {};
  }
  set(props: QuizProps): void {
    this.#props = props;
  }
  modeChanged(mode: QuizMode): void {
    this.#props?.onModeChange?.(mode);
  }
  started(detail: Parameters<NonNullable<QuizProps['onStart']>>[0]): void {
    this.#props?.onStart?.(detail);
  }
}

function useRelay(props: QuizProps): HandlerRelay {
  const relay = useMemo(() => new HandlerRelay(), []);
  useEffect(() => {
    relay.set(props);
  });
  return relay;
}

/** The store a <Quiz/> uses: the one given, or its own for the port and workflow. */
function useQuizStore(props: QuizProps, relay: HandlerRelay): QuizStore {
  const { store: given, port, workflowId, allowDraft } = props;
  // The host's mode when the <Quiz/> first renders is where it opens (002 §4), later ones follow.
  const [initialMode] = useState(props.mode);
  const store = useMemo(
    () =>
      given ??
      createQuizStore({
        port,
        workflowId,
        ...(allowDraft ? { allowDraft } : {}),
        ...(initialMode ? { initialMode } : {}),
        onAuthRequired: () => relay.props.onAuthRequired?.(),
        onError: (failure) => relay.props.onError?.(failure),
      }),
    [given, port, workflowId, allowDraft, initialMode, relay],
  );
  useEffect(() => {
    if (given) {
      if (store.load.get().status === 'idle') void store.start();
      return undefined;
    }
    void store.start();
    return () => store.dispose();
  }, [store, given]);
  return store;
}

function QuizView(props: QuizProps & { language: InterfaceLanguage }) {
  const { layout = 'one-at-a-time', theme = 'dark', language, className, onClose } = props;
  const t = useT();
  const relay = useRelay(props);
  const store = useQuizStore(props, relay);
  const load = useStore(store.load);
  const mode = useStore(store.mode);
  const history = useStore(store.history);
  const attempt = useStore(store.attempt);
  const [announcement, setAnnouncement] = useState('');
  const [justSubmitted, setJustSubmitted] = useState(false);

  // The host's mode (controlled), and the store's changes reported back (002 §4).
  useEffect(() => {
    if (props.mode !== undefined && props.mode !== store.mode.get()) store.setMode(props.mode);
  }, [props.mode, store]);
  const reported = useRef<QuizMode | null>(null);
  useEffect(() => {
    if (load.status !== 'ready' || reported.current === mode) return;
    reported.current = mode;
    relay.modeChanged(mode);
  }, [mode, load.status, relay]);

  // An attempt starts when its first question is on screen: after this commit.
  const quiz = load.status === 'ready' ? load.quiz : null;
  const started = useRef<string | null>(null);
  const answersEmpty = Object.keys(useStore(store.answers)).length === 0;
  useEffect(() => {
    if (!quiz || mode !== 'TAKE_QUIZ') {
      started.current = null;
      return;
    }
    if (started.current || !answersEmpty) return;
    started.current = quiz.id;
    relay.started({
      quizId: quiz.id,
      workflowId: quiz.workflowId,
      questionCount: quiz.questions.length,
    });
  }, [quiz, mode, answersEmpty, relay]);

  const choose = (questionId: string, letter: OptionLetter) => {
    if (!quiz) return;
    const before = store.answers.get()[questionId];
    store.choose(questionId, letter);
    const after = store.answers.get()[questionId];
    if (after !== before) {
      relay.props.onAnswer?.({ quizId: quiz.id, questionId, userAnswer: after ?? null });
    }
  };

  const submit = async () => {
    const result = await store.submit();
    if (!result) return;
    setJustSubmitted(true);
    setAnnouncement(
      `${t(RESULT_KEYS[result.status])}. ${t('quiz.score', { score: result.score })}`,
    );
    relay.props.onCompleted?.(completedDetail(result));
  };

  const retake = () => {
    setJustSubmitted(false);
    setAnnouncement('');
    store.retake();
  };

  const close = () => {
    store.close();
    onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      close();
    }
  };

  if (mode === 'CLOSE' && load.status === 'ready') return null;
  const title = quiz ? t('quiz.titleOf', { workflow: quiz.workflowTitle }) : t('quiz.title');
  // The attempt being taken: one more than the attempts stored.
  const takingNumber = (history?.attempts.length ?? 0) + 1;

  return (
    <div
      className={['sw-quiz', className].filter(Boolean).join(' ')}
      data-theme={theme}
      data-mode={mode}
      data-state={load.status}
      dir={dirOf(language)}
      lang={localeTagOf(language)}
      part="root"
      role="region"
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      <style>{quizStyles}</style>
      <header className="sw-quiz-header" part="header">
        <h2>{title}</h2>
        {quiz && mode === 'TAKE_QUIZ' ? (
          <span className="sw-quiz-attempt" part="attempt-number">
            {t('quiz.attempt', { number: takingNumber })}
          </span>
        ) : null}
        {onClose ? (
          <button
            type="button"
            className="sw-quiz-close"
            part="close"
            aria-label={t('quiz.close')}
            onClick={close}
          >
            ✕
          </button>
        ) : null}
      </header>
      {quiz && !quiz.published ? (
        <p className="sw-quiz-draft" part="draft">
          {t('quiz.draft')}
        </p>
      ) : null}
      <Body
        load={load}
        mode={mode}
        store={store}
        layout={layout}
        attempt={attempt}
        focusResult={justSubmitted}
        onChoose={choose}
        onSubmit={() => void submit()}
        onRetake={retake}
        onRetry={() => void store.start()}
      />
      <p className="sw-quiz-sr-only" role="status" aria-live="polite" part="announcement">
        {announcement}
      </p>
    </div>
  );
}

interface BodyProps {
  load: QuizLoad;
  mode: QuizMode;
  store: QuizStore;
  layout: NonNullable<QuizProps['layout']>;
  attempt: UserQuizView | null;
  focusResult: boolean;
  onChoose: (questionId: string, letter: OptionLetter) => void;
  onSubmit: () => void;
  onRetake: () => void;
  onRetry: () => void;
}

function Body({ load, mode, store, layout, attempt, focusResult, ...on }: BodyProps) {
  const t = useT();
  const history = useStore(store.history);
  switch (load.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="sw-quiz-state" role="status" part="loading">
          {t('quiz.loading')}
        </p>
      );
    case 'empty':
      return (
        <p className="sw-quiz-state" part="empty" data-reason={load.reason}>
          {t(
            load.reason === 'processing'
              ? 'quiz.processing'
              : load.reason === 'not-published'
                ? 'quiz.notPublished'
                : 'quiz.empty',
          )}
        </p>
      );
    case 'error':
      return (
        <div className="sw-quiz-alert" role="alert" part="error" data-status={load.failure.status}>
          <span>{t(loadFailureKey(load.failure))}</span>
          <button type="button" className="sw-quiz-button" part="retry" onClick={on.onRetry}>
            {t('quiz.retry')}
          </button>
        </div>
      );
    case 'ready':
      if (mode === 'REVIEW_QUIZ' && attempt) {
        return (
          <QuizResultView
            attempt={attempt}
            history={history}
            focus={focusResult}
            onRetake={on.onRetake}
          />
        );
      }
      return (
        <QuizTaking
          store={store}
          quiz={load.quiz}
          layout={layout}
          onChoose={on.onChoose}
          onSubmit={on.onSubmit}
        />
      );
  }
}
