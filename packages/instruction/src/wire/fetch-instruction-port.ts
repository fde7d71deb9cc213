/**
 * The instruction port on plain fetch and core's zod/mini smart-instruction schemas
 * (smart-instruction.mini.ts), as the quiz's element reads its quiz: no @stepwise/api, ky or zod
 * classic in <stepwise-instruction>, which has 40 KB gzip before it is interactive. The portal
 * keeps the port over @stepwise/api (api-port.ts); both speak the same paths (001 §7).
 *
 * Identity is the host's: its token (the element's `token` property) goes as the bearer token, is
 * never stored or refreshed here, and a 401 calls `onExpired` (the element's
 * `stepwise-auth-required`). Without a token, a public content share's token goes as the player's
 * does, in `x-external-access-token`, and as the viewer's read's `shareAccessToken` query.
 */
import {
  smartInstructionForViewingAnswerMiniSchema,
  sopQuizCheckAnswerMiniSchema,
  sopUserFileAnswerMiniSchema,
  storedSopSessionAnswerMiniSchema,
} from '@stepwise/core';
import { wireCaller } from '@stepwise/ui/element';
import type { InstructionPort } from '../core/port.js';

export interface FetchInstructionPortOptions {
  /** The Stepwise server's origin (and path prefix); a trailing slash is dropped. */
  server: string;
  /** The host's current access token, read at each call; null: none. */
  token: () => string | null;
  /** A public content share's token (the `share-token` attribute), used without a token. */
  shareToken?: string | undefined;
  /** A call was answered 401: `sent`, the token it carried (null: none). */
  onExpired: (sent: string | null) => void;
}

/** A failed call: `status` 0 when the server was not reached, the server's message when sent. */
export class InstructionPortError extends Error {
  override readonly name = 'InstructionPortError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A photo on a slow phone link gets longer than the other calls. */
const UPLOAD_TIMEOUT_MS = 120_000;
const enc = encodeURIComponent;

export function fetchInstructionPort(options: FetchInstructionPortOptions): InstructionPort {
  const { token, shareToken } = options;
  const call = wireCaller({
    ...options,
    error: (status, message) => new InstructionPortError(status, message),
  });
  const sop = (id: string) => `v1/multimodal-sop/${enc(id)}`;

  return {
    async load(instructionId, signal) {
      const query = new URLSearchParams({ includeSubData: 'true' });
      if (!token() && shareToken) query.set('shareAccessToken', shareToken);
      const path = `v1/player/multimodal-sop/${enc(instructionId)}?${query}`;
      return (await call(path, smartInstructionForViewingAnswerMiniSchema, { signal })).item;
    },
    async checkQuiz(instructionId, itemId, body) {
      const path = `${sop(instructionId)}/items/${enc(itemId)}/quiz-check`;
      return (await call(path, sopQuizCheckAnswerMiniSchema, { json: body })).item;
    },
    async uploadPhoto(instructionId, itemId, sessionId, file, fileName, signal) {
      const form = new FormData();
      form.set('sessionId', sessionId);
      form.set('file', file, fileName);
      const path = `${sop(instructionId)}/items/${enc(itemId)}/user-file-request`;
      const init = { form, signal, timeoutMs: UPLOAD_TIMEOUT_MS };
      return (await call(path, sopUserFileAnswerMiniSchema, init)).item;
    },
    async track(session) {
      const path = 'v1/tracking/multimodal-sop';
      return (await call(path, storedSopSessionAnswerMiniSchema, { json: session })).item;
    },
  };
}
