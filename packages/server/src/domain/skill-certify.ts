/**
 * Manual certification (issue 24; 002 §7 POST /v1/skill-performances/{id}/user-certification):
 * a manager of the skill signs the certificate of a person who passed it. Not passed (or a pass
 * whose certificate expired and was not earned again) is 409; a skill without certification
 * too. Signing an already certified, unexpired pass answers its certificate again.
 */
import { eq } from 'drizzle-orm';
import { needsRecertification, type SkillCertificate } from '@stepwise/core';
import type { Services } from '../services.js';
import { skillPerformances } from '../db/schema.js';
import type { Caller } from './caller.js';
import { conflict, notFound } from './errors.js';
import { managedSkill } from './skill-access.js';
import { certificateView, issueCertificate, latestCertificate } from './skill-certificates.js';

export async function certifyPerformance(
  caller: Caller,
  services: Services,
  performanceId: string,
): Promise<SkillCertificate> {
  const perf = await caller.tenant.first(
    skillPerformances,
    eq(skillPerformances.id, performanceId),
  );
  if (!perf) throw notFound('Skill performance');
  const { skill } = await managedSkill(caller, perf.skillId);
  if (!skill.certification.enabled) throw conflict('Certification is off for this skill');
  const now = new Date();
  const expired = needsRecertification(perf.expiresAt?.getTime() ?? null, now.getTime());
  // An expired pass must be earned again first (a new pass clears the old expiry).
  if (perf.passedAt === null || expired) {
    throw conflict('The skill is not passed yet');
  }
  if (perf.certifiedAt !== null && !expired) {
    const existing = await latestCertificate(caller.tenant, perf.id);
    if (existing) return certificateView(existing);
  }
  const { certificate } = await caller.tenant.transaction((tx) =>
    issueCertificate(tx, services, skill, perf, caller.userId, now),
  );
  return certificateView(certificate);
}
