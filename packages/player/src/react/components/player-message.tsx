// The player's loading and error states. The four error texts and two loading texts are the
// spec's (002 §8) and the kinds match core's PLAYER_MESSAGES; network, unsupported-browser and
// bad-attribute are ours, for the embed; unexpected is the global alert.unexpectedError.
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { AlertIcon } from './icons.js';
import { Parts } from './parts.js';

const MESSAGE = {
  loadingVideo: 'player.loadingVideo',
  loadingUserInfo: 'player.loadingUserInfo',
  deleted: 'player.workflowDeleted',
  missing: 'player.workflowMissing',
  unavailable: 'player.workflowUnavailable',
  noPermission: 'player.noPermission',
  network: 'player.networkError',
  unsupportedBrowser: 'player.hlsUnsupported',
  badAttribute: 'player.badAttribute',
  unexpected: 'alert.unexpectedError',
  // Ours: the quiz panel's (its code comes on first use, react/player-quiz.tsx).
  loadingQuiz: 'player.quizLoading',
  quizUnavailable: 'player.quizUnavailable',
} as const;

export type PlayerMessageKind = keyof typeof MESSAGE;
export const PLAYER_MESSAGE_KINDS = Object.keys(MESSAGE) as PlayerMessageKind[];

const LOADING: readonly PlayerMessageKind[] = ['loadingVideo', 'loadingUserInfo', 'loadingQuiz'];

export interface PlayerMessageAction {
  kind: 'retry' | 'signIn';
  onAction: () => void;
}

export interface PlayerMessageProps {
  kind: PlayerMessageKind;
  /** For badAttribute: what was wrong ('unknown lang "xx"'), shown as given. */
  detail?: string | undefined;
  action?: PlayerMessageAction | undefined;
}

export function PlayerMessage({ kind, detail = '', action }: PlayerMessageProps) {
  const t = useT();
  const loading = LOADING.includes(kind);
  return (
    <div
      className={cx(SCOPE, 'sw-player-message')}
      part={Parts.message}
      role={loading ? 'status' : 'alert'}
      data-kind={kind}
      data-loading={loading || undefined}
    >
      {loading ? (
        <span className="sw-player-message-spinner" aria-hidden="true" />
      ) : (
        <span className="sw-player-message-icon">
          <AlertIcon />
        </span>
      )}
      <p className="sw-player-message-text">{t(MESSAGE[kind], { detail })}</p>
      {action && (
        <button
          type="button"
          className="sw-player-text-button"
          data-variant="primary"
          onClick={action.onAction}
        >
          {action.kind === 'retry' ? t('player.retry') : t('player.signIn')}
        </button>
      )}
    </div>
  );
}
