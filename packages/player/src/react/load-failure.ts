/**
 * What the player shows and reports for a load outcome that is not `ready`: the message kind of
 * <PlayerMessage/>, the stable `code` of the error event, and whether a retry can help.
 */
import type { LoadOutcome } from '../core/loading.js';
import type { PlayerErrorDetail } from '../core/events.js';
import type { PlayerMessageKind } from './components/player-message.js';

export interface LoadFailureView {
  kind: PlayerMessageKind;
  code: PlayerErrorDetail['code'];
  message: string;
  retry: boolean;
}

export function loadFailureView(
  outcome: Exclude<LoadOutcome, { kind: 'loading' | 'ready' }>,
): LoadFailureView {
  switch (outcome.kind) {
    case 'sign-in':
      return { kind: 'noPermission', code: 'sign-in-required', message: 'sign in', retry: false };
    case 'forbidden':
      return {
        kind: 'noPermission',
        code: 'no-permission',
        message: 'no permission',
        retry: false,
      };
    case 'error':
      switch (outcome.reason) {
        case 'deleted':
          return { kind: 'deleted', code: 'deleted', message: outcome.message, retry: false };
        case 'missing':
          return { kind: 'missing', code: 'not-found', message: outcome.message, retry: false };
        case 'unavailable':
          return {
            kind: 'unavailable',
            code: 'not-available',
            message: outcome.message,
            retry: false,
          };
        case 'no-permission':
          return {
            kind: 'noPermission',
            code: 'no-permission',
            message: outcome.message,
            retry: false,
          };
        case 'unexpected':
          return outcome.messageKey === 'player.networkError'
            ? { kind: 'network', code: 'network', message: 'network error', retry: true }
            : { kind: 'unexpected', code: 'load-failed', message: outcome.message, retry: true };
      }
  }
}
