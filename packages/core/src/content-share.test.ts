import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_ACCESS_HEADER,
  EXTERNAL_ACCESS_TYPES,
  publicLinksAllowed,
  SHARE_TOKEN_KEY_PREFIX,
  shareAdmitsPublic,
  storedShareTokenValid,
} from './content-share.js';
import { contentShareEnsureSchema, contentShareUpdateSchema } from './content-share.schema.js';

const allowed = { generation: 'gen2plus', publicSharing: true, disablePublicLinks: false };

describe('content shares (001 §3, §6; 002 §3, §5-6)', () => {
  it('has the four access types, the header and the ST- prefix', () => {
    expect(EXTERNAL_ACCESS_TYPES).toEqual(['none', 'restricted', 'public', 'password']);
    expect(EXTERNAL_ACCESS_HEADER).toBe('x-external-access-token');
    expect(SHARE_TOKEN_KEY_PREFIX).toBe('ST-');
  });

  it('allows public links only when not gen2, public sharing on and links not disabled', () => {
    expect(publicLinksAllowed(allowed)).toBe(true);
    expect(publicLinksAllowed({ ...allowed, generation: 'gen2' })).toBe(false);
    expect(publicLinksAllowed({ ...allowed, publicSharing: false })).toBe(false);
    expect(publicLinksAllowed({ ...allowed, disablePublicLinks: true })).toBe(false);
  });

  it('admits an anonymous player only through a public share of an organisation that allows it', () => {
    expect(shareAdmitsPublic({ externalAccessType: 'public' }, allowed)).toBe(true);
    expect(shareAdmitsPublic({ externalAccessType: 'none' }, allowed)).toBe(false);
    expect(shareAdmitsPublic({ externalAccessType: 'password' }, allowed)).toBe(false);
    expect(
      shareAdmitsPublic({ externalAccessType: 'public' }, { ...allowed, disablePublicLinks: true }),
    ).toBe(false);
  });

  it('ignores a stored share token that expired or names another email or content (002 §5)', () => {
    const stored = { expireTs: 2_000, email: 'a@x.test', contentId: 'wf-1' };
    const expected = { email: 'a@x.test', contentId: 'wf-1', now: 1_000 };
    expect(storedShareTokenValid(stored, expected)).toBe(true);
    expect(storedShareTokenValid(stored, { ...expected, now: 2_000 })).toBe(false);
    expect(storedShareTokenValid(stored, { ...expected, email: 'b@x.test' })).toBe(false);
    expect(storedShareTokenValid(stored, { ...expected, contentId: 'wf-2' })).toBe(false);
  });

  it('validates ensure and update bodies', () => {
    expect(
      contentShareEnsureSchema.safeParse({ type: 'workflow', workflowId: 'wf-1' }).success,
    ).toBe(true);
    expect(contentShareEnsureSchema.safeParse({ type: 'video', workflowId: 'wf-1' }).success).toBe(
      false,
    );
    expect(contentShareUpdateSchema.safeParse({ externalAccessType: 'public' }).success).toBe(true);
    expect(contentShareUpdateSchema.safeParse({ externalAccessType: 'open' }).success).toBe(false);
  });

  it('content-share.ts imports no zod', () => {
    const source = readFileSync(new URL('./content-share.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});
