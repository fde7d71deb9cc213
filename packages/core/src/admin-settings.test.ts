import { describe, expect, it } from 'vitest';
import {
  interfaceLanguageProblem,
  ipLockOutMessage,
  ipRuleProblems,
  moveItem,
  orderedLanguages,
  qrContentPath,
  qrContentUrl,
  usageMonths,
  wouldLockOut,
} from './admin-settings.js';
import {
  businessUpdateSchema,
  interfaceLanguageUpdateSchema,
  mavenSettingsSchema,
  mavenUpdateSchema,
  qrCodeCreateSchema,
} from './admin-settings.schema.js';
import { organizationSettingsSchema } from './organization.schema.js';
import { applyOrganizationSettingsUpdate } from './settings-update.schema.js';

describe('wouldLockOut (000 §3 IP restriction)', () => {
  it('locks out only when enabled and no rule admits the address', () => {
    expect(wouldLockOut('198.51.100.7', ['203.0.113.0/24'], true)).toBe(true);
    expect(wouldLockOut('203.0.113.9', ['203.0.113.0/24'], true)).toBe(false);
    expect(wouldLockOut('198.51.100.7', ['203.0.113.0/24'], false)).toBe(false);
  });
  it('an empty list is no restriction (000 §3), so it never locks out', () => {
    expect(wouldLockOut('198.51.100.7', [], true)).toBe(false);
  });
  it('reads IPv6 and IPv4-mapped addresses', () => {
    expect(wouldLockOut('::1', ['::1'], true)).toBe(false);
    expect(wouldLockOut('::ffff:127.0.0.1', ['127.0.0.0/8'], true)).toBe(false);
    expect(wouldLockOut('2001:db8::5', ['10.0.0.0/8'], true)).toBe(true);
  });
  it('names the address in the message', () => {
    expect(ipLockOutMessage('127.0.0.1')).toMatch(/\(127\.0\.0\.1\).*lock yourself out/);
  });
});

describe('ipRuleProblems', () => {
  it('flags empty, invalid and repeated rules as the admin types', () => {
    expect(
      ipRuleProblems(['10.0.0.0/8', '', '10.0.0.0/99', ' 10.0.0.0/8', '2001:db8::/32']),
    ).toEqual([null, 'empty', 'invalid', 'duplicate', null]);
    expect(ipRuleProblems(['010.0.0.1'])).toEqual(['invalid']);
  });
});

describe('interface language', () => {
  it('the default must be offered, and something is offered', () => {
    expect(interfaceLanguageProblem('en', ['en', 'de-de'])).toBeNull();
    expect(interfaceLanguageProblem('fr-fr', ['en'])).toBe('default-not-offered');
    expect(interfaceLanguageProblem('en', [])).toBe('none-offered');
    expect(
      interfaceLanguageUpdateSchema.safeParse({
        defaultLanguage: 'fr-fr',
        offeredLanguages: ['en'],
      }).success,
    ).toBe(false);
    expect(
      interfaceLanguageUpdateSchema.safeParse({
        defaultLanguage: 'en',
        offeredLanguages: ['en', 'en'],
      }).success,
    ).toBe(false);
  });
  it('keeps the interface order', () => {
    expect(orderedLanguages(['id-id', 'de-de', 'en', 'xx'])).toEqual(['en', 'de-de', 'id-id']);
  });
});

describe('assistant settings (002 §9 top-k default 5)', () => {
  it('defaults', () => {
    expect(mavenSettingsSchema.parse({})).toEqual({ presetQuestions: [], topK: 5, greeting: '' });
  });
  it('refuses out-of-range top-k, duplicate or too many presets', () => {
    expect(mavenUpdateSchema.safeParse({ topK: 0 }).success).toBe(false);
    expect(mavenUpdateSchema.safeParse({ topK: 21 }).success).toBe(false);
    expect(mavenUpdateSchema.safeParse({ presetQuestions: ['A?', 'a?'] }).success).toBe(false);
    expect(
      mavenUpdateSchema.safeParse({ presetQuestions: Array.from({ length: 11 }, (_, i) => `${i}`) })
        .success,
    ).toBe(false);
  });
  it('moves a preset up and down, clamped', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('business', () => {
  it('validates e-mail, website and lengths', () => {
    expect(
      businessUpdateSchema.safeParse({ contactEmail: 'a@b.co', website: 'https://x.io' }).success,
    ).toBe(true);
    expect(businessUpdateSchema.safeParse({ contactEmail: '', website: '' }).success).toBe(true);
    expect(businessUpdateSchema.safeParse({ contactEmail: 'nope' }).success).toBe(false);
    expect(businessUpdateSchema.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(businessUpdateSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('the settings document', () => {
  it('fills the admin settings with defaults and merges updates', () => {
    const stored = organizationSettingsSchema.parse({ clientKey: 'demo' });
    expect(stored.business.website).toBe('');
    expect(stored.interfaceLanguage.defaultLanguage).toBe('en');
    const next = applyOrganizationSettingsUpdate(stored, {
      maven: { topK: 7 },
      business: { industry: 'Food' },
    });
    expect(next.success && next.data.maven).toEqual({ presetQuestions: [], topK: 7, greeting: '' });
    expect(next.success && next.data.business.industry).toBe('Food');
  });
});

describe('credit dashboard months', () => {
  it('lists the last n UTC months, oldest first, across a year', () => {
    expect(usageMonths(3, new Date('2026-02-10T00:00:00Z'))).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('QR codes', () => {
  it('opens the player for a workflow and the viewer for a smart instruction', () => {
    expect(qrContentPath('workflows', 'wf1')).toBe('/playermain/wf1');
    expect(qrContentPath('multimodal-sops', 's 1')).toBe('/smart-instruction/s%201');
    expect(qrContentUrl('https://portal.example.com/', 'workflows', 'wf1')).toBe(
      'https://portal.example.com/playermain/wf1',
    );
  });
  it('validates the request', () => {
    expect(
      qrCodeCreateSchema.safeParse({ contentType: 'videos', contentId: 'x', label: 'a' }).success,
    ).toBe(false);
  });
});
