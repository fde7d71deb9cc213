import { describe, expect, it } from 'vitest';
import {
  ACCESS_FLAG_NAMES,
  DEFAULT_ACCESS_FLAGS,
  accessFlags,
  type AccessFlagName,
} from './access-flags.js';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.js';
import type { PermissionSettings } from './permission-settings.schema.js';

const features = { ...DEFAULT_FEATURE_FLAGS, governance: true };
const trueFlags = (flags: Record<AccessFlagName, boolean>) =>
  ACCESS_FLAG_NAMES.filter((name) => flags[name]);

const settings: PermissionSettings = {
  skillsManager: ['viewer'],
  tasksManager: ['viewer'],
  governance: ['viewer'],
  analytics: ['viewer'],
  externalSharing: [],
  internalSharing: [],
};

describe('accessFlags, 000 §6 role table (no permission settings)', () => {
  it('all flags default to false except categories', () => {
    expect(trueFlags(DEFAULT_ACCESS_FLAGS)).toEqual(['categories']);
    expect(accessFlags(null, null, features)).toEqual(DEFAULT_ACCESS_FLAGS);
  });

  it('admin-super: all', () => {
    expect(trueFlags(accessFlags('admin-super', null, features))).toEqual([...ACCESS_FLAG_NAMES]);
  });

  it('admin-organization: all', () => {
    expect(trueFlags(accessFlags('admin-organization', null, features))).toEqual([
      ...ACCESS_FLAG_NAMES,
    ]);
  });

  it('admin-group: admin, analytics, editor, player, skills, tasks, teams (+ categories)', () => {
    expect(trueFlags(accessFlags('admin-group', null, features)).sort()).toEqual(
      ['admin', 'analytics', 'categories', 'editor', 'player', 'skills', 'tasks', 'teams'].sort(),
    );
  });

  it('publisher: player, editor, skills, tasks (+ categories)', () => {
    expect(trueFlags(accessFlags('publisher', null, features)).sort()).toEqual(
      ['categories', 'editor', 'player', 'skills', 'tasks'].sort(),
    );
  });

  it('viewer: player (+ categories)', () => {
    expect(trueFlags(accessFlags('viewer', null, features)).sort()).toEqual([
      'categories',
      'player',
    ]);
  });
});

describe('accessFlags, 000 §6 permission settings override', () => {
  it('skills follows skillsManager membership', () => {
    expect(accessFlags('viewer', settings, features).skills).toBe(true);
    expect(accessFlags('admin-organization', settings, features).skills).toBe(false);
  });

  it('skills is off when the skills feature is off (skillsManager emptied)', () => {
    expect(accessFlags('viewer', settings, { ...features, skills: false }).skills).toBe(false);
  });

  it('tasks needs the task feature on and the role in tasksManager', () => {
    expect(accessFlags('viewer', settings, features).tasks).toBe(true);
    expect(accessFlags('viewer', settings, { ...features, tasks: false }).tasks).toBe(false);
    expect(accessFlags('publisher', settings, features).tasks).toBe(false);
  });

  it('governance needs the governance feature on and the role in governance', () => {
    expect(accessFlags('viewer', settings, features).governance).toBe(true);
    expect(accessFlags('viewer', settings, { ...features, governance: false }).governance).toBe(
      false,
    );
    expect(accessFlags('admin-super', settings, features).governance).toBe(false);
  });

  it('analytics follows analytics membership', () => {
    expect(accessFlags('viewer', settings, features).analytics).toBe(true);
    expect(accessFlags('admin-group', settings, features).analytics).toBe(false);
  });

  it('flags not governed by settings keep the table value', () => {
    const flags = accessFlags('admin-group', settings, features);
    expect([flags.admin, flags.editor, flags.teams, flags.isOrgAdmin]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
