/**
 * The `encryptedAnswer` of 002 §3: a question's correct letter sealed by the server, so a viewer
 * can hold the quiz (and send each seal back with the answers) without ever being able to read
 * the answers before submitting. AES-256-GCM under a key derived (HKDF-SHA-256) from the
 * server's `quiz-answer-key` secret in `app_secrets`, so every process seals and opens alike.
 *
 * The sealed record names the quiz, the question and a fingerprint of the question as it was
 * shown (title, type, options, answer): a seal of another quiz or question, one forged or cut,
 * or one of a question edited since, does not open as this question's, and the submission is
 * refused ('The quiz changed; reload it') instead of being graded against what the viewer never
 * saw. A random nonce per seal: two seals of one answer look unrelated.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { optionLetterSchema, type OptionLetter, type Question } from '@stepwise/core';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Bound to the purpose: a ciphertext made for anything else never opens here. */
const AAD = Buffer.from('stepwise quiz answer v1');

export interface QuizSealKey {
  readonly key: Buffer;
}

/** The AES key for answer seals, derived from the stored secret. */
export function quizSealKey(secret: Uint8Array): QuizSealKey {
  const derived = hkdfSync('sha256', secret, Buffer.alloc(0), 'stepwise/quiz-answer-seal', 32);
  return { key: Buffer.from(derived) };
}

/** A short digest of what the viewer sees of a question, and its answer. */
export function questionFingerprint(q: Question): string {
  const shown = JSON.stringify([q.type, q.title, q.options.map((o) => [o.letter, o.text])]);
  return createHash('sha256')
    .update(shown)
    .update('\0')
    .update(q.correctAnswer)
    .digest('base64url')
    .slice(0, 16);
}

const sealedSchema = z.strictObject({
  quizId: z.string(),
  questionId: z.string(),
  correctAnswer: optionLetterSchema,
  fingerprint: z.string(),
});
export type SealedAnswer = z.infer<typeof sealedSchema>;

export function sealAnswer(key: QuizSealKey, quizId: string, q: Question): string {
  const record: SealedAnswer = {
    quizId,
    questionId: q.id,
    correctAnswer: q.correctAnswer as OptionLetter,
    fingerprint: questionFingerprint(q),
  };
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(record), 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/** The sealed record, or null when the seal is not one of ours (forged, cut, other version). */
export function openAnswer(key: QuizSealKey, seal: string): SealedAnswer | null {
  const [version, data, extra] = seal.split('.');
  if (version !== VERSION || !data || extra !== undefined) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = sealedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // A wrong tag (forged or altered) or text that is not our JSON.
    return null;
  }
}
