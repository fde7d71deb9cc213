/**
 * The instruction port over @stepwise/api: the portal passes its signed-in Api (and, on the
 * public /si/{id} page, the share token of the link). The element has a lighter one of its own on
 * fetch and zod/mini (`@stepwise/instruction/wire`). Kept apart from the core entry so the store
 * never pulls in ky. @stepwise/api's errors carry the HTTP status in their data; withStatus puts
 * it where the store reads it, `status` (0: unreachable, and the run then waits for `online`).
 */
import {
  checkSopQuiz,
  getPlayerSmartInstruction,
  sendSopTracking,
  uploadSopUserFile,
  withStatus,
  type Api,
} from '@stepwise/api';
import type { InstructionPort } from './core/port.js';

export interface ApiInstructionPortOptions {
  /** A public content share's token (the /si/{id} page's link), sent with the viewer's read. */
  shareAccessToken?: string;
}

export function apiInstructionPort(
  api: Api,
  options: ApiInstructionPortOptions = {},
): InstructionPort {
  const query = {
    includeSubData: true,
    ...(options.shareAccessToken ? { shareAccessToken: options.shareAccessToken } : {}),
  };
  return {
    load: (id, signal) => withStatus(getPlayerSmartInstruction(api, id, query, signal)),
    checkQuiz: (id, itemId, body) => withStatus(checkSopQuiz(api, id, itemId, body)),
    uploadPhoto: (id, itemId, sessionId, file, fileName, signal) =>
      withStatus(uploadSopUserFile(api, id, itemId, sessionId, file, fileName, signal)),
    track: (session) => withStatus(sendSopTracking(api, session)),
  };
}
