import { describe, expect, it } from 'vitest';
import {
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
} from './organization.schema.js';
import { applyOrganizationSettingsUpdate } from './settings-update.schema.js';

const current = organizationSettingsSchema.parse({
  clientKey: 'acme',
  userMappings: { a: '1', b: '2' },
  ssoDomains: ['acme.com', 'acme.org'],
});

function apply(update: unknown) {
  const result = applyOrganizationSettingsUpdate(
    current,
    organizationSettingsUpdateSchema.parse(update),
  );
  if (!result.success) throw result.error;
  return result.data;
}

describe('applyOrganizationSettingsUpdate (000 §7)', () => {
  it('merges nested objects deeply and keeps what the update leaves out', () => {
    const next = apply({
      features: { comments: false },
      customizedPermissions: { autoLogoutTimeout: 30 },
    });
    expect(next.features.comments).toBe(false);
    expect(next.features.downloads).toBe(current.features.downloads);
    expect(next.customizedPermissions).toEqual({
      ...current.customizedPermissions,
      autoLogoutTimeout: 30,
    });
    expect(next.ssoDomains).toEqual(['acme.com', 'acme.org']);
  });

  it('replaces arrays and the userMappings map whole, so entries can be removed', () => {
    const next = apply({ ssoDomains: ['acme.com'], userMappings: { c: '3' } });
    expect(next.ssoDomains).toEqual(['acme.com']);
    expect(next.userMappings).toEqual({ c: '3' });
  });

  it('replaces one permission list without touching the others', () => {
    const next = apply({ permissionSettings: { analytics: ['admin-organization'] } });
    expect(next.permissionSettings.analytics).toEqual(['admin-organization']);
    expect(next.permissionSettings.governance).toEqual(current.permissionSettings.governance);
  });

  it('never changes the client key and does not modify its input', () => {
    const before = JSON.stringify(current);
    const next = applyOrganizationSettingsUpdate(current, {
      ...({ clientKey: 'evil' } as object),
      loginType: 'sso',
    });
    expect(next.success && next.data.clientKey).toBe('acme');
    expect(next.success && next.data.loginType).toBe('sso');
    expect(JSON.stringify(current)).toBe(before);
  });

  it('reports a result the stored schema refuses', () => {
    const next = applyOrganizationSettingsUpdate(current, { maxDocumentVersions: 0 });
    expect(next.success).toBe(false);
  });
});
