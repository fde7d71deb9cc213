/**
 * Skill certificates (issue 24; 002 §3 "Skill certificate"): issued when a person passes a skill
 * whose certification is on, at once in automatic mode (no signer) or by a manager in manual
 * mode. The server signs the certificate's fields with a key of its own, derived from the media
 * key under a label (share-tokens.ts `derivedKey`), so a certificate shown anywhere can be
 * checked against the server and no other signed thing passes for one.
 *
 *   value = hex HMAC-SHA256(key, "playlistId|uid|displayName|email|signDate|signerId")
 *
 * with signDate as ISO 8601 and a missing email or signer as the empty string.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { certificateExpiry, displayName, type SkillCertificate } from '@stepwise/core';
import type { Services } from '../services.js';
import { skillCertificates, skillPerformances, users } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import { notFound } from './errors.js';
import { derivedKey } from './share-tokens.js';
import type { SkillPerformanceRow, SkillRow } from './skill-access.js';

export type SkillCertificateRow = typeof skillCertificates.$inferSelect;

const KEY_LABEL = 'stepwise/skill-certificate/v1';

export interface SignedFields {
  playlistId: string;
  uid: string;
  displayName: string;
  email: string | null;
  signDate: string;
  signerId: string | null;
}

export const certificateKey = (services: Pick<Services, 'mediaKey'>): Uint8Array =>
  derivedKey(services.mediaKey, KEY_LABEL);

export function signCertificate(key: Uint8Array, f: SignedFields): string {
  const payload = [f.playlistId, f.uid, f.displayName, f.email ?? '', f.signDate, f.signerId ?? '']
    .map((part) => part.replaceAll('|', '\\|'))
    .join('|');
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** Whether `value` is the server's signature of these fields. */
export function certificateSignatureValid(
  key: Uint8Array,
  f: SignedFields,
  value: string,
): boolean {
  const expected = Buffer.from(signCertificate(key, f), 'hex');
  const given = Buffer.from(value, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Signs and stores a certificate for a passed performance, and stamps the performance certified
 * with its expiry (core certificateExpiry). Runs in the caller's transaction.
 */
export async function issueCertificate(
  tx: Tenant,
  services: Pick<Services, 'mediaKey'>,
  skill: SkillRow,
  perf: SkillPerformanceRow,
  signerId: string | null,
  now: Date,
): Promise<{ certificate: SkillCertificateRow; performance: SkillPerformanceRow }> {
  const user = await tx.first(users, eq(users.id, perf.userId));
  if (!user) throw notFound('User');
  const fields: SignedFields = {
    playlistId: skill.id,
    uid: user.id,
    displayName: displayName(user) || user.email,
    email: user.email || null,
    signDate: now.toISOString(),
    signerId,
  };
  const expires = certificateExpiry(now.getTime(), skill.certification.validityMonths);
  const expiresAt = expires === null ? null : new Date(expires);
  const [certificate] = await tx.insert(skillCertificates, {
    id: newId(),
    skillId: skill.id,
    performanceId: perf.id,
    userId: user.id,
    displayName: fields.displayName,
    email: fields.email,
    certified: true,
    signDate: now,
    signerId,
    signature: signCertificate(certificateKey(services), fields),
    expiresAt,
  });
  const [performance] = await tx.update(
    skillPerformances,
    { certifiedAt: now, expiresAt, updatedAt: now },
    eq(skillPerformances.id, perf.id),
  );
  return { certificate: certificate!, performance: performance! };
}

/** The newest certificate of a performance, if any. */
export async function latestCertificate(
  tenant: Tenant,
  performanceId: string,
): Promise<SkillCertificateRow | undefined> {
  const rows = await tenant.select(
    skillCertificates,
    eq(skillCertificates.performanceId, performanceId),
    { orderBy: desc(skillCertificates.signDate), limit: 1 },
  );
  return rows[0];
}

export function certificateView(row: SkillCertificateRow): SkillCertificate {
  const signDate = row.signDate.toISOString();
  return {
    id: row.id,
    playlistId: row.skillId,
    displayName: row.displayName,
    email: row.email,
    uid: row.userId,
    certified: row.certified,
    organization: row.organizationId,
    signature: {
      displayName: row.displayName,
      email: row.email,
      uid: row.userId,
      signDate,
      signerId: row.signerId,
      value: row.signature,
    },
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
