/**
 * Running a smart instruction (issue 20; 001 §7 completion tracking): quiz items graded on the
 * server, requested photos stored, and the run session kept. The client makes the session id
 * and sends the whole session whenever it changes (and at exit): the record is replaced by id,
 * so a run resent after going offline lands once. `completedAt` is set the first time the run
 * is complete and kept after; each item's quiz score is read from the stored quiz check, never
 * taken from the client. Who runs was decided before (sop-viewing.ts SopReader).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  gradeQuiz,
  pageInfo,
  type OptionLetter,
  type PageInfo,
  type SopQuizCheck,
  type SopQuizCheckResult,
  type SopUserFile,
  type StoredSopSession,
  type sopTrackingSchema,
} from '@stepwise/core';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import { sopItems, sopQuizChecks, sopSessions, sopUserFiles } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { ObjectStorage } from '../storage/storage.js';
import { badRequest, conflict, notFound } from './errors.js';
import { gradedAnswers } from './quiz-taking.js';
import type { QuizSealKey } from './quiz-seal.js';
import { instructionKeys, refuseUpload } from './sop-media.js';
import { extensionOf, sniffMimeType } from './upload-files.js';
import type { MediaSigner } from './sop-item-rows.js';
import { sopQuizSealId, type SopReader } from './sop-viewing.js';
import { afterTaskRun, taskRunOf } from './task-runs.js';

type SessionRow = typeof sopSessions.$inferSelect;
type UserFileRow = typeof sopUserFiles.$inferSelect;
export type ParsedSopTracking = z.output<typeof sopTrackingSchema>;

/** Ours: a session id is the run's; another person's (or another SOP's) run keeps it. */
export const SESSION_TAKEN = 'This session id belongs to another run';

async function itemOf(reader: SopReader, itemId: string, type: string) {
  const item = await reader.tenant.first(
    sopItems,
    and(eq(sopItems.id, itemId), eq(sopItems.instructionId, reader.row.id)),
  );
  if (!item) throw notFound('SOP item');
  if (item.type !== type) throw badRequest(`This item is not a ${type.replace('_', ' ')} item`);
  return item;
}

/** POST .../items/{itemId}/quiz-check: graded from the seals ('The quiz changed; reload it'). */
export async function checkQuizItem(
  reader: SopReader,
  key: QuizSealKey,
  itemId: string,
  body: SopQuizCheck,
): Promise<SopQuizCheckResult> {
  const item = await itemOf(reader, itemId, 'quiz');
  const graded = gradedAnswers(
    key,
    { id: sopQuizSealId(item.id), questions: item.questions },
    body.answers,
  );
  const grade = gradeQuiz(
    graded.map((q) => ({
      userAnswer: q.userAnswer,
      correctAnswer: q.correctAnswer as OptionLetter,
    })),
  );
  const questions = graded.map((q) => ({
    questionId: q.questionId,
    userAnswer: q.userAnswer,
    correctAnswer: q.correctAnswer as OptionLetter,
    isCorrect: q.isCorrect,
    explanation: q.explanation,
  }));
  const [row] = await reader.tenant.insert(sopQuizChecks, {
    id: newId(),
    instructionId: reader.row.id,
    itemId: item.id,
    sessionId: body.sessionId,
    userId: reader.userId,
    score: grade.score,
    passed: grade.status === 'passed',
    questions,
  });
  return { id: row!.id, itemId: item.id, score: row!.score, passed: row!.passed, questions };
}

export function userFileView(row: UserFileRow, sign: MediaSigner): SopUserFile {
  return {
    id: row.id,
    itemId: row.itemId,
    sessionId: row.sessionId,
    url: sign(row.storageKey),
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST .../items/{itemId}/user-file-request: the photo, checked by its bytes (jpeg/png/gif, 5 MB). */
export async function storeUserFile(
  reader: SopReader,
  storage: ObjectStorage,
  sign: MediaSigner,
  itemId: string,
  input: { sessionId: string; file: { bytes: Uint8Array; fileName: string } | null },
): Promise<SopUserFile> {
  const item = await itemOf(reader, itemId, 'file_request');
  const file = input.file;
  const mimeType = file ? sniffMimeType(file.bytes) : '';
  refuseUpload('image', file ? { mimeType, bytes: file.bytes.length } : null);
  const id = newId();
  const key = instructionKeys(reader.row.organizationId, reader.row.id).photo(
    id,
    extensionOf(mimeType),
  );
  await storage.put(key, file!.bytes);
  const [row] = await reader.tenant.insert(sopUserFiles, {
    id,
    instructionId: reader.row.id,
    itemId: item.id,
    sessionId: input.sessionId,
    userId: reader.userId,
    storageKey: key,
    fileName: file!.fileName.slice(0, 255) || `photo${extensionOf(mimeType)}`,
    mimeType,
    sizeBytes: file!.bytes.length,
  });
  return userFileView(row!, sign);
}

export function sessionView(row: SessionRow): StoredSopSession {
  return {
    id: row.id,
    multimodalSopId: row.instructionId,
    version: row.version,
    organization: row.organizationId,
    uid: row.userId,
    email: row.email,
    isPublic: row.isPublic,
    onEnter: row.onEnter,
    onExit: row.onExit,
    durationSeconds: row.durationSeconds,
    deviceInfo: row.deviceInfo,
    currentItemId: row.currentItemId,
    items: row.items,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** POST /v1/tracking/multimodal-sop: the run, replaced by id; completion kept once reached. */
export async function storeSession(
  reader: SopReader,
  body: ParsedSopTracking,
): Promise<StoredSopSession> {
  const { tenant, row } = reader;
  const checkIds = body.items.flatMap((i) => (i.quizCheckId ? [i.quizCheckId] : []));
  const checks = checkIds.length
    ? await tenant.select(
        sopQuizChecks,
        and(inArray(sopQuizChecks.id, checkIds), eq(sopQuizChecks.sessionId, body.id)),
      )
    : [];
  const scores = new Map(checks.map((c) => [c.id, c.score]));
  const items = body.items.map((i) => ({
    ...i,
    quizScore: i.quizCheckId ? (scores.get(i.quizCheckId) ?? null) : null,
  }));
  const now = new Date();
  return tenant.transaction(async (tx) => {
    const existing = await tx.first(sopSessions, eq(sopSessions.id, body.id));
    if (existing && (existing.instructionId !== row.id || existing.userId !== reader.userId)) {
      throw conflict(SESSION_TAKEN);
    }
    // Issue 24: a run from the task player is the runner's own performance (task-runs.ts).
    const taskRun = body.taskPerformanceId
      ? await taskRunOf(tx, reader.userId, row.id, body.taskPerformanceId)
      : null;
    const values = {
      instructionId: row.id,
      version: row.version,
      userId: reader.userId,
      email: reader.email,
      isPublic: reader.userId === null || body.isPublic,
      onEnter: body.onEnter,
      onExit: body.onExit,
      durationSeconds: body.durationSeconds,
      deviceInfo: body.deviceInfo,
      currentItemId: body.currentItemId,
      items,
      completed: body.completed || Boolean(existing?.completed),
      completedAt: existing?.completedAt ?? (body.completed ? now : null),
      skillId: body.skillId,
      taskPerformanceId: body.taskPerformanceId,
      updatedAt: now,
    };
    if (existing) {
      const [updated] = await tx.update(sopSessions, values, eq(sopSessions.id, body.id));
      if (taskRun) await afterTaskRun(tx, taskRun, updated!.completed);
      return sessionView(updated!);
    }
    try {
      const [created] = await tx.insert(sopSessions, { id: body.id, ...values });
      if (taskRun) await afterTaskRun(tx, taskRun, created!.completed);
      return sessionView(created!);
    } catch (err) {
      // The id is another organisation's run: the same answer as another person's.
      if (isUniqueViolation(err)) throw conflict(SESSION_TAKEN);
      throw err;
    }
  });
}

/** GET /v1/multimodal-sop/{id}/sessions: the runs, newest change first (editors only). */
export async function sessionsOf(
  reader: SopReader,
  query: { page: number; size: number },
): Promise<{ items: StoredSopSession[]; page: PageInfo }> {
  const where = eq(sopSessions.instructionId, reader.row.id);
  const [rows, count] = await Promise.all([
    reader.tenant.select(sopSessions, where, {
      orderBy: [desc(sopSessions.updatedAt), desc(sopSessions.id)],
      limit: query.size,
      offset: query.page * query.size,
    }),
    reader.tenant.count(sopSessions, where),
  ]);
  return { items: rows.map(sessionView), page: pageInfo(query.page, query.size, count) };
}
