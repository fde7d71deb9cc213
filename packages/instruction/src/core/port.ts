/**
 * What viewing and running a smart instruction needs from a server (the port): the portal gives
 * it one over @stepwise/api (`@stepwise/instruction/api-port`), the <stepwise-instruction>
 * element one on plain fetch and core's zod/mini schemas (`@stepwise/instruction/wire`), tests
 * one in memory. Failures throw an error with a `status` (401: sign in again; 404: no such SOP,
 * or not published to the caller; 0 or none: offline) and the server's `errorMessage` as its
 * message.
 */
import type {
  SmartInstructionForViewing,
  SopQuizCheck,
  SopQuizCheckResult,
  SopTracking,
  SopUserFile,
  StoredSopSession,
} from '@stepwise/core';

export interface InstructionPort {
  /** GET /v1/player/multimodal-sop/{id}?includeSubData=true (the share token, when any, rides along). */
  load(instructionId: string, signal?: AbortSignal): Promise<SmartInstructionForViewing>;
  /** POST .../items/{itemId}/quiz-check: a quiz item graded on the server. */
  checkQuiz(instructionId: string, itemId: string, body: SopQuizCheck): Promise<SopQuizCheckResult>;
  /** POST .../items/{itemId}/user-file-request: a requested photo. */
  uploadPhoto(
    instructionId: string,
    itemId: string,
    sessionId: string,
    file: Blob,
    fileName: string,
    signal?: AbortSignal,
  ): Promise<SopUserFile>;
  /** POST /v1/tracking/multimodal-sop: the run session (same id again replaces it). */
  track(session: SopTracking): Promise<StoredSopSession>;
}
