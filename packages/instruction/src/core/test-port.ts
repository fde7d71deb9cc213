/**
 * An in-memory InstructionPort for unit tests and stories: it answers from the script it is given
 * (the test's own SOP and quiz key), never from invented text. `offline` makes every call fail as
 * an unreachable server does (status 0) until it is turned off.
 */
import type {
  OptionLetter,
  SmartInstructionForViewing,
  SopQuizCheck,
  SopTracking,
  StoredSopSession,
} from '@stepwise/core';
import type { InstructionPort } from './port.js';

export interface MemoryInstructionScript {
  instruction?: SmartInstructionForViewing | null;
  /** The correct letter per question id. */
  key?: Record<string, OptionLetter>;
  loadError?: Error;
  /** load never answers (the loading state). */
  hang?: boolean;
  offline?: boolean;
}

export interface MemoryInstructionPort extends InstructionPort {
  readonly script: MemoryInstructionScript;
  readonly tracked: SopTracking[];
  readonly uploads: { itemId: string; sessionId: string; fileName: string; size: number }[];
  readonly checks: SopQuizCheck[];
}

/** An error as a port throws it: the status and the server's message. */
export const portError = (status: number, message = `HTTP ${status}`) =>
  Object.assign(new Error(message), { status });

export function memoryInstructionPort(script: MemoryInstructionScript = {}): MemoryInstructionPort {
  const tracked: SopTracking[] = [];
  const uploads: MemoryInstructionPort['uploads'] = [];
  const checks: SopQuizCheck[] = [];
  const at = '2026-11-20T10:00:00.000Z';
  const reachable = () => {
    if (script.offline) throw portError(0, 'The Stepwise server could not be reached.');
  };
  return {
    script,
    tracked,
    uploads,
    checks,
    async load() {
      if (script.hang) return new Promise<never>(() => undefined);
      reachable();
      if (script.loadError) throw script.loadError;
      if (!script.instruction) throw portError(404, 'Not found');
      return script.instruction;
    },
    async checkQuiz(_id, itemId, body) {
      reachable();
      checks.push(body);
      const rows = body.answers.map((a) => {
        const correct = script.key?.[a.questionId] ?? 'A';
        return {
          questionId: a.questionId,
          userAnswer: a.userAnswer,
          correctAnswer: correct,
          isCorrect: a.userAnswer === correct,
          explanation: '',
        };
      });
      const score = Math.round((100 * rows.filter((r) => r.isCorrect).length) / rows.length);
      return { id: `qc${checks.length}`, itemId, score, passed: score >= 80, questions: rows };
    },
    async uploadPhoto(_id, itemId, sessionId, file, fileName) {
      reachable();
      uploads.push({ itemId, sessionId, fileName, size: file.size });
      const id = `uf${uploads.length}`;
      return {
        id,
        itemId,
        sessionId,
        url: `https://cdn.example/${id}.png`,
        fileName,
        createdAt: at,
      };
    },
    async track(session) {
      reachable();
      tracked.push(structuredClone(session));
      const stored: StoredSopSession = {
        id: session.id,
        multimodalSopId: session.multimodalSopId,
        version: '1.0',
        organization: 'org1',
        uid: null,
        email: null,
        isPublic: session.isPublic,
        onEnter: session.onEnter,
        onExit: session.onExit,
        durationSeconds: session.durationSeconds,
        deviceInfo: session.deviceInfo,
        currentItemId: session.currentItemId,
        items: session.items.map((i) => ({
          itemId: i.itemId,
          done: i.done,
          doneAt: i.doneAt ?? null,
          checkedItemIds: i.checkedItemIds ?? [],
          userFileIds: i.userFileIds ?? [],
          quizCheckId: i.quizCheckId ?? null,
          quizScore: null,
        })),
        completed: session.completed,
        completedAt: session.completed ? at : null,
        createdAt: at,
        updatedAt: at,
      };
      return stored;
    },
  };
}
