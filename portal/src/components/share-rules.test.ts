import { DEFAULT_FEATURE_FLAGS } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  accessChoices,
  addShareEntries,
  externalShareLink,
  parseShareEntries,
  shareRights,
  shareUpdateOf,
  type ShareDraft,
} from './share-rules';
import { testShare } from './test-share';

const share = testShare;
const draft = (over: Partial<ShareDraft>): ShareDraft => ({
  access: 'none',
  entries: [],
  notify: false,
  message: '',
  password: '',
  ...over,
});

describe('share rules', () => {
  it('reads domains and addresses as the server does (trimmed, lower-case, leading @ dropped)', () => {
    expect(
      parseShareEntries(' @Partner.TEST\nA@Partner.test, x ;.sub.example.com  no@dot '),
    ).toEqual([
      { kind: 'domain', value: 'partner.test', valid: true },
      { kind: 'email', value: 'a@partner.test', valid: true },
      { kind: 'domain', value: 'x', valid: false },
      { kind: 'domain', value: 'sub.example.com', valid: true },
      { kind: 'email', value: 'no@dot', valid: false },
    ]);
    const once = parseShareEntries('a@b.test');
    expect(addShareEntries(once, parseShareEntries('A@B.test b.test'))).toHaveLength(2);
  });

  it('sends only the chosen type’s fields', () => {
    const entries = parseShareEntries('partner.test a@other.test');
    expect(shareUpdateOf(draft({ access: 'public', entries, password: 'x' }), false)).toEqual({
      ok: true,
      update: { externalAccessType: 'public' },
    });
    expect(shareUpdateOf(draft({ access: 'restricted', entries, message: 'hi' }), false)).toEqual({
      ok: true,
      update: {
        externalAccessType: 'restricted',
        externalRestrictedDomains: ['partner.test'],
        externalRestrictedEmailRecords: [{ email: 'a@other.test' }],
        notify: false,
      },
    });
    // Nobody to mail: no invitation even when ticked.
    const domainsOnly = shareUpdateOf(
      draft({ access: 'restricted', entries: parseShareEntries('partner.test'), notify: true }),
      false,
    );
    expect(domainsOnly.ok && domainsOnly.update).toMatchObject({ notify: false });
  });

  it('refuses invalid, empty or too long lists and passwords outside 10 to 25', () => {
    const problem = (d: ShareDraft, has = false) => {
      const r = shareUpdateOf(d, has);
      return r.ok ? null : r.problem.key;
    };
    expect(problem(draft({ access: 'restricted', entries: parseShareEntries('bad@') }))).toBe(
      'share.invalidEntries',
    );
    expect(problem(draft({ access: 'restricted' }))).toBe('share.noEntries');
    const many = Array.from({ length: 51 }, (_, i) => `d${i}.test`).join(' ');
    expect(problem(draft({ access: 'restricted', entries: parseShareEntries(many) }))).toBe(
      'share.tooManyDomains',
    );
    expect(problem(draft({ access: 'password' }))).toBe('share.passwordRequired');
    expect(problem(draft({ access: 'password' }), true)).toBeNull();
    expect(problem(draft({ access: 'password', password: '123456789' }))).toBe(
      'share.passwordLength',
    );
    expect(problem(draft({ access: 'password', password: 'x'.repeat(26) }))).toBe(
      'share.passwordLength',
    );
    expect(problem(draft({ access: 'password', password: 'x'.repeat(10) }))).toBeNull();
  });

  it('offers what the organisation and the role allow, and keeps showing the current type', () => {
    const all = { internal: true, external: true };
    expect(accessChoices(share(), all)).toEqual(['none', 'public', 'restricted', 'password']);
    expect(accessChoices(share({ publicLinksAllowed: false }), all)).toEqual([
      'none',
      'restricted',
      'password',
    ]);
    expect(
      accessChoices(share({ externalAccessType: 'public', publicLinksAllowed: false }), all),
    ).toEqual(['none', 'restricted', 'password', 'public']);
    expect(accessChoices(share(), { internal: true, external: false })).toEqual(['none']);
  });

  it('rights follow the role lists (external emptied when no channel is on)', () => {
    const features = { ...DEFAULT_FEATURE_FLAGS, publicSharing: true };
    expect(shareRights({ role: 'viewer', permissionSettings: null, features })).toEqual({
      internal: true,
      external: false,
    });
    expect(shareRights({ role: 'publisher', permissionSettings: null, features })).toEqual({
      internal: true,
      external: true,
    });
    const off = { ...features, publicSharing: false, emailSharing: false, domainSharing: false };
    expect(
      shareRights({ role: 'publisher', permissionSettings: null, features: off }).external,
    ).toBe(false);
  });

  it('links: public keeps /p and /si, restricted and password go through /share/{id}', () => {
    const wf = { type: 'workflow' as const, id: 'w1' };
    const sop = { type: 'multimodalSop' as const, id: 'i1' };
    expect(externalShareLink('https://x', wf, { id: 's1', externalAccessType: 'public' })).toBe(
      'https://x/p/w1?shareToken=s1',
    );
    expect(externalShareLink('https://x', sop, { id: 's1', externalAccessType: 'public' })).toBe(
      'https://x/si/i1?shareToken=s1',
    );
    expect(externalShareLink('https://x', sop, { id: 's1', externalAccessType: 'password' })).toBe(
      'https://x/share/s1',
    );
    expect(externalShareLink('https://x', wf, { id: 's1', externalAccessType: 'none' })).toBeNull();
  });
});
