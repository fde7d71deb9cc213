import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.js';
import {
  DEFAULT_PERMISSION_SETTINGS,
  PERMISSION_FEATURES,
  canShareExternally,
  canShareInternally,
  normalisePermissionSettings,
} from './permission-settings.js';
import {
  permissionSettingsSchema,
  permissionSettingsUpdateSchema,
} from './permission-settings.schema.js';

const features = { ...DEFAULT_FEATURE_FLAGS, governance: true };

describe('permission settings', () => {
  it('000 §3: six features, each a list of roles', () => {
    expect(PERMISSION_FEATURES).toEqual([
      'skillsManager',
      'tasksManager',
      'governance',
      'analytics',
      'externalSharing',
      'internalSharing',
    ]);
    expect(permissionSettingsSchema.parse(DEFAULT_PERMISSION_SETTINGS)).toEqual(
      DEFAULT_PERMISSION_SETTINGS,
    );
    expect(
      permissionSettingsSchema.safeParse({ ...DEFAULT_PERMISSION_SETTINGS, analytics: ['root'] })
        .success,
    ).toBe(false);
  });

  it('the defaults are frozen so callers cannot edit them in place', () => {
    expect(Object.isFrozen(DEFAULT_PERMISSION_SETTINGS.skillsManager)).toBe(true);
  });

  it('the update schema is partial and strict', () => {
    expect(permissionSettingsUpdateSchema.parse({ analytics: ['viewer'] })).toEqual({
      analytics: ['viewer'],
    });
    expect(permissionSettingsUpdateSchema.safeParse({ billing: [] }).success).toBe(false);
  });

  describe('000 §6: groups are emptied when the matching feature is off', () => {
    it('keeps every list while all features are on, without sharing arrays', () => {
      const out = normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, features);
      expect(out).toEqual(DEFAULT_PERMISSION_SETTINGS);
      expect(out.analytics).not.toBe(DEFAULT_PERMISSION_SETTINGS.analytics);
    });

    it('skills off empties skillsManager', () => {
      const out = normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, {
        ...features,
        skills: false,
      });
      expect(out.skillsManager).toEqual([]);
    });

    it('tasks off empties tasksManager', () => {
      const out = normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, {
        ...features,
        tasks: false,
      });
      expect(out.tasksManager).toEqual([]);
    });

    it('governance off empties governance', () => {
      const out = normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, {
        ...features,
        governance: false,
      });
      expect(out.governance).toEqual([]);
    });

    it('externalSharing is emptied only when public, email and domain sharing are all off', () => {
      const noPublic = { ...features, publicSharing: false, emailSharing: false };
      expect(
        normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, noPublic).externalSharing,
      ).toHaveLength(4);
      const noSharing = { ...noPublic, domainSharing: false };
      expect(
        normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, noSharing).externalSharing,
      ).toEqual([]);
    });

    it('analytics and internalSharing have no feature switch', () => {
      const allOff = {
        ...features,
        skills: false,
        tasks: false,
        governance: false,
        publicSharing: false,
      };
      const out = normalisePermissionSettings(DEFAULT_PERMISSION_SETTINGS, allOff);
      expect(out.analytics).toHaveLength(3);
      expect(out.internalSharing).toHaveLength(5);
    });
  });

  it('002 §6: internal sharing when role is in internalSharing; external when in externalSharing', () => {
    expect(canShareInternally('viewer', DEFAULT_PERMISSION_SETTINGS)).toBe(true);
    expect(canShareExternally('viewer', DEFAULT_PERMISSION_SETTINGS)).toBe(false);
    expect(canShareExternally('publisher', DEFAULT_PERMISSION_SETTINGS)).toBe(true);
    const none = { ...DEFAULT_PERMISSION_SETTINGS, internalSharing: [] };
    expect(canShareInternally('admin-super', none)).toBe(false);
  });
});
