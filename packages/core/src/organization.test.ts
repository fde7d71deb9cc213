import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.js';
import {
  DEFAULT_CUSTOMIZED_PERMISSIONS,
  clientKeySchema,
  customizedPermissionsSchema,
  organizationSchema,
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
  planTypeSchema,
} from './organization.schema.js';
import {
  clientKeyFromName,
  isGeneration2Refused,
  isOrigin,
  MAX_ALLOWED_ORIGINS,
  originOf,
} from './organization.js';
import { DEFAULT_PERMISSION_SETTINGS } from './permission-settings.js';

describe('customised permissions (000 §3)', () => {
  it('defaults: disablePublicLinks, disableDownloads, allowAutoLogout false; autoLogoutTimeout 15', () => {
    expect(DEFAULT_CUSTOMIZED_PERMISSIONS).toEqual({
      disablePublicLinks: false,
      disableDownloads: false,
      allowAutoLogout: false,
      autoLogoutTimeout: 15,
      enableRestrictedIP: false,
      allowedRules: [],
      allowedOrigins: [],
    });
  });

  it('autoLogoutTimeout is whole minutes from 1 to 1440', () => {
    expect(customizedPermissionsSchema.safeParse({ autoLogoutTimeout: 0 }).success).toBe(false);
    expect(customizedPermissionsSchema.safeParse({ autoLogoutTimeout: 1441 }).success).toBe(false);
    expect(customizedPermissionsSchema.safeParse({ autoLogoutTimeout: 2.5 }).success).toBe(false);
    expect(customizedPermissionsSchema.parse({ autoLogoutTimeout: 60 }).autoLogoutTimeout).toBe(60);
  });

  it('000 §3: the IP allowed rules list only takes valid rules', () => {
    expect(
      customizedPermissionsSchema.safeParse({ allowedRules: ['10.0.0.0/8', '::1'] }).success,
    ).toBe(true);
    expect(customizedPermissionsSchema.safeParse({ allowedRules: ['10.0.0.0/99'] }).success).toBe(
      false,
    );
  });
});

describe('allowed origins (issue 6: hosts that may drive the player in an iframe)', () => {
  const update = (allowedOrigins: unknown) =>
    organizationSettingsUpdateSchema.safeParse({ customizedPermissions: { allowedOrigins } });

  it('originOf reads what a person types as the origin a browser reports', () => {
    expect(originOf('https://lms.example.com')).toBe('https://lms.example.com');
    expect(originOf('  HTTPS://LMS.Example.com/ ')).toBe('https://lms.example.com');
    expect(originOf('https://example.com:443')).toBe('https://example.com');
    expect(originOf('http://example.com:80/')).toBe('http://example.com');
    expect(originOf('http://localhost:5173')).toBe('http://localhost:5173');
    expect(originOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(originOf('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(originOf('https://bücher.de')).toBe('https://xn--bcher-kva.de');
  });

  it.each([
    '',
    'example.com',
    '//example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'null',
    'https://',
    'https://example.com/path',
    'https://example.com//',
    'https://example.com?x=1',
    'https://example.com#top',
    'https://user:secret@example.com',
    'https://exa mple.com',
    'https://example.com:99999',
    '*',
  ])('originOf refuses %j', (value) => {
    expect(originOf(value)).toBeNull();
  });

  it('isOrigin takes only the exact form, so the bridge can compare it with a message origin', () => {
    expect(isOrigin('https://lms.example.com')).toBe(true);
    expect(isOrigin('http://localhost:5173')).toBe(true);
    expect(isOrigin('https://lms.example.com/')).toBe(false);
    expect(isOrigin('https://LMS.example.com')).toBe(false);
    expect(isOrigin('https://example.com:443')).toBe(false);
    expect(isOrigin(' https://example.com')).toBe(false);
  });

  it('an update takes exact origins only, without duplicates, at most 100', () => {
    expect(update(['https://a.example.com', 'http://localhost:8080']).success).toBe(true);
    expect(update([]).success).toBe(true);
    for (const bad of [
      ['https://a.example.com/path'],
      ['a.example.com'],
      ['ftp://a.example.com'],
    ]) {
      expect(update(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(update(['https://a.example.com', 'https://a.example.com']).success).toBe(false);
    const many = Array.from({ length: MAX_ALLOWED_ORIGINS + 1 }, (_, i) => `https://h${i}.example`);
    expect(update(many.slice(0, MAX_ALLOWED_ORIGINS)).success).toBe(true);
    expect(update(many).success).toBe(false);
  });

  it('a stored list is read as it is, so an entry written before the check breaks no read', () => {
    const stored = customizedPermissionsSchema.parse({ allowedOrigins: ['https://x.example/'] });
    expect(stored.allowedOrigins).toEqual(['https://x.example/']);
  });
});

describe('organisation settings (000 §3)', () => {
  it('fill every default from a bare client key', () => {
    const settings = organizationSettingsSchema.parse({ clientKey: 'acme' });
    expect(settings.loginType).toBe('email');
    expect(settings.ssoLoginOnly).toBe(false);
    expect(settings.ssoDomains).toEqual([]);
    expect(settings.maxDocumentVersions).toBe(50);
    expect(settings.defaultWorkspaceGroupId).toBeNull();
    expect(settings.features).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(settings.customizedPermissions).toEqual(DEFAULT_CUSTOMIZED_PERMISSIONS);
    expect(settings.permissionSettings).toEqual(DEFAULT_PERMISSION_SETTINGS);
    expect(settings.permissionSettings.analytics).not.toBe(DEFAULT_PERMISSION_SETTINGS.analytics);
  });

  it('keep nested values that were sent and fill the rest', () => {
    const settings = organizationSettingsSchema.parse({
      clientKey: 'acme',
      features: { governance: true },
    });
    expect(settings.features.governance).toBe(true);
    expect(settings.features.skills).toBe(true);
  });

  it('the client key must be usable as a DNS label', () => {
    expect(organizationSettingsSchema.safeParse({ clientKey: 'acme-01' }).success).toBe(true);
    expect(organizationSettingsSchema.safeParse({ clientKey: 'acme.co' }).success).toBe(false);
    expect(organizationSettingsSchema.safeParse({ clientKey: '-acme' }).success).toBe(false);
    expect(organizationSettingsSchema.safeParse({ clientKey: 'a'.repeat(64) }).success).toBe(false);
  });

  it('SSO domains are lowercased and must look like domains', () => {
    const settings = organizationSettingsSchema.parse({
      clientKey: 'acme',
      ssoDomains: ['Acme.COM'],
    });
    expect(settings.ssoDomains).toEqual(['acme.com']);
    expect(
      organizationSettingsSchema.safeParse({ clientKey: 'acme', ssoDomains: ['acme'] }).success,
    ).toBe(false);
  });
});

describe('organisation settings update', () => {
  it('is deep-partial and applies no defaults', () => {
    expect(organizationSettingsUpdateSchema.parse({})).toEqual({});
    expect(
      organizationSettingsUpdateSchema.parse({
        ssoLoginOnly: true,
        customizedPermissions: { allowAutoLogout: true },
        features: { tasks: false },
        permissionSettings: { analytics: ['admin-organization'] },
      }),
    ).toEqual({
      ssoLoginOnly: true,
      customizedPermissions: { allowAutoLogout: true },
      features: { tasks: false },
      permissionSettings: { analytics: ['admin-organization'] },
    });
  });

  it('rejects unknown keys at every level', () => {
    expect(organizationSettingsUpdateSchema.safeParse({ billing: 1 }).success).toBe(false);
    expect(
      organizationSettingsUpdateSchema.safeParse({ features: { teleport: true } }).success,
    ).toBe(false);
    expect(
      organizationSettingsUpdateSchema.safeParse({ customizedPermissions: { superUser: true } })
        .success,
    ).toBe(false);
    expect(
      organizationSettingsUpdateSchema.safeParse({ permissionSettings: { billing: [] } }).success,
    ).toBe(false);
  });

  it('does not let an admin change the client key', () => {
    expect(organizationSettingsUpdateSchema.safeParse({ clientKey: 'other' }).success).toBe(false);
  });

  it('still validates values', () => {
    expect(organizationSettingsUpdateSchema.safeParse({ loginType: 'magic' }).success).toBe(false);
    expect(
      organizationSettingsUpdateSchema.safeParse({
        customizedPermissions: { autoLogoutTimeout: 0 },
      }).success,
    ).toBe(false);
  });
});

describe('organisation', () => {
  const org = {
    id: 'org1',
    name: 'Acme',
    planType: 'enterprise',
    generation: 'gen2plus',
    clientKey: 'acme',
    defaultGroup: null,
    createdAt: '2024-01-01T00:00:00Z',
  };

  it('parses, with plan types free-trial, standard, enterprise', () => {
    expect(organizationSchema.parse(org)).toEqual(org);
    expect(planTypeSchema.options).toEqual(['free-trial', 'standard', 'enterprise']);
    expect(organizationSchema.safeParse({ ...org, generation: 'gen3' }).success).toBe(false);
  });

  it('000 §6: generation-2 (gen2) accounts are refused; gen2plus is allowed', () => {
    expect(isGeneration2Refused({ generation: 'gen2' })).toBe(true);
    expect(isGeneration2Refused({ generation: 'gen2plus' })).toBe(false);
  });
});

describe('clientKeyFromName (self-signup)', () => {
  it('turns the name into a DNS label with the suffix', () => {
    expect(clientKeyFromName('Acme Widgets, Inc.', 'k3x9')).toBe('acme-widgets-inc-k3x9');
    expect(clientKeyFromName('Crème Brûlée Café', 'a1')).toBe('creme-brulee-cafe-a1');
  });

  it('falls back to "org" when nothing Latin is left', () => {
    expect(clientKeyFromName('株式会社', 'a1')).toBe('org-a1');
  });

  it('always satisfies the client key schema, however long the name', () => {
    for (const name of ['x'.repeat(200), '-lead-', `${'a'.repeat(55)}-${'b'.repeat(20)}`]) {
      const key = clientKeyFromName(name, 'abc12345');
      expect(clientKeySchema.safeParse(key).success, key).toBe(true);
      expect(key.endsWith('-abc12345')).toBe(true);
    }
  });
});
