import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_PERMISSION_SETTINGS,
  IpCheckState,
  type FeatureFlags,
  type PermissionSettings,
  type RoleName,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  assistantButton,
  createMenuItems,
  hasAdminMarker,
  showInviteButton,
  sideMenuItems,
  type GateInput,
} from './gating';

const ALL_ON: FeatureFlags = {
  ...DEFAULT_FEATURE_FLAGS,
  governance: true,
  dataHub: true,
  zoomIntegration: true,
};

function input(
  role: RoleName,
  over: Partial<Omit<GateInput, 'role'>> & { settings?: PermissionSettings | null } = {},
): GateInput {
  const features = over.features ?? ALL_ON;
  return {
    role,
    features,
    flags: over.flags ?? accessFlags(role, over.settings ?? null, features),
    ipCheck: over.ipCheck ?? IpCheckState.PASSED,
  };
}

describe('side menu: per demo role (all features on, IP passed, no permission settings)', () => {
  it('org admin sees every item', () => {
    expect(sideMenuItems(input('admin-organization'))).toEqual([
      'home',
      'ownedByMe',
      'skills',
      'tasks',
      'governance',
      'analytics',
      'dataHub',
      'admin',
    ]);
  });
  it('super admin sees every item', () => {
    expect(sideMenuItems(input('admin-super'))).toHaveLength(8);
  });
  it('workspace admin: no governance (no flag)', () => {
    expect(sideMenuItems(input('admin-group'))).toEqual([
      'home',
      'ownedByMe',
      'skills',
      'tasks',
      'analytics',
      'dataHub',
      'admin',
    ]);
  });
  it('publisher: no governance, analytics or admin', () => {
    expect(sideMenuItems(input('publisher'))).toEqual([
      'home',
      'ownedByMe',
      'skills',
      'tasks',
      'dataHub',
    ]);
  });
  it('viewer: home only', () => {
    expect(sideMenuItems(input('viewer'))).toEqual(['home']);
  });
  it('with the default features (governance and data hub off)', () => {
    expect(sideMenuItems(input('admin-organization', { features: DEFAULT_FEATURE_FLAGS }))).toEqual(
      ['home', 'ownedByMe', 'skills', 'tasks', 'analytics', 'admin'],
    );
  });
});

describe('side menu: one test per rule', () => {
  const blocked = { ipCheck: IpCheckState.NOT_ALLOWED } as const;
  it('Home needs the IP check passed', () => {
    expect(sideMenuItems(input('viewer', blocked))).not.toContain('home');
    expect(sideMenuItems(input('viewer', { ipCheck: IpCheckState.CHECKING }))).not.toContain(
      'home',
    );
  });
  it('Owned by me needs a create role and IP pass', () => {
    expect(sideMenuItems(input('viewer'))).not.toContain('ownedByMe');
    expect(sideMenuItems(input('publisher', blocked))).not.toContain('ownedByMe');
    expect(sideMenuItems(input('publisher'))).toContain('ownedByMe');
  });
  it('Data Hub needs a create role, IP pass and its feature', () => {
    expect(sideMenuItems(input('viewer'))).not.toContain('dataHub');
    expect(sideMenuItems(input('publisher', blocked))).not.toContain('dataHub');
    const off = { ...ALL_ON, dataHub: false };
    expect(sideMenuItems(input('publisher', { features: off }))).not.toContain('dataHub');
  });
  it('Skills needs IP pass, the feature and the skills flag', () => {
    expect(sideMenuItems(input('publisher', blocked))).not.toContain('skills');
    const off = { ...ALL_ON, skills: false };
    expect(sideMenuItems(input('publisher', { features: off }))).not.toContain('skills');
    const settings = {
      ...DEFAULT_PERMISSION_SETTINGS,
      skillsManager: ['admin-organization'],
    } as PermissionSettings;
    expect(sideMenuItems(input('publisher', { settings }))).not.toContain('skills');
  });
  it('Tasks needs IP pass, the feature and the tasks flag', () => {
    expect(sideMenuItems(input('publisher', blocked))).not.toContain('tasks');
    const off = { ...ALL_ON, tasks: false };
    expect(sideMenuItems(input('admin-organization', { features: off }))).not.toContain('tasks');
    const flags = { ...accessFlags('publisher', null, ALL_ON), tasks: false };
    expect(sideMenuItems(input('publisher', { flags }))).not.toContain('tasks');
  });
  it('Governance needs IP pass, the feature and the governance flag', () => {
    expect(sideMenuItems(input('admin-organization', blocked))).not.toContain('governance');
    const off = { ...ALL_ON, governance: false };
    expect(sideMenuItems(input('admin-organization', { features: off }))).not.toContain(
      'governance',
    );
    expect(sideMenuItems(input('admin-group'))).not.toContain('governance');
  });
  it('Analytics and Admin need only their access flags, even when the IP check failed', () => {
    expect(sideMenuItems(input('admin-organization', blocked))).toEqual(['analytics', 'admin']);
    const flags = { ...accessFlags('admin-group', null, ALL_ON), analytics: false, admin: false };
    expect(sideMenuItems(input('admin-group', { flags }))).not.toContain('analytics');
    expect(sideMenuItems(input('admin-group', { flags }))).not.toContain('admin');
  });
});

describe('create menu', () => {
  it('viewer: nothing', () => {
    expect(createMenuItems(input('viewer'))).toEqual([]);
  });
  it('viewer: nothing even with skills access from permission settings', () => {
    const settings = {
      ...DEFAULT_PERMISSION_SETTINGS,
      skillsManager: ['viewer'],
    } as PermissionSettings;
    expect(createMenuItems(input('viewer', { settings }))).toEqual([]);
  });
  it.each(['admin-super', 'admin-organization', 'admin-group', 'publisher'] as const)(
    '%s: every option with every feature on',
    (role) => {
      expect(createMenuItems(input(role))).toEqual([
        'uploadVideo',
        'recordScreen',
        'createSmartInstruction',
        'zoomImport',
        'createSkill',
        'createTask',
      ]);
    },
  );
  it('Zoom import needs the Zoom integration feature', () => {
    const off = { ...ALL_ON, zoomIntegration: false };
    expect(createMenuItems(input('publisher', { features: off }))).not.toContain('zoomImport');
  });
  it('create skill needs the skills feature and skills access', () => {
    const off = { ...ALL_ON, skills: false };
    expect(createMenuItems(input('publisher', { features: off }))).not.toContain('createSkill');
    const flags = { ...accessFlags('publisher', null, ALL_ON), skills: false };
    expect(createMenuItems(input('publisher', { flags }))).not.toContain('createSkill');
  });
  it('create task needs the task feature and tasks access', () => {
    const off = { ...ALL_ON, tasks: false };
    expect(createMenuItems(input('publisher', { features: off }))).not.toContain('createTask');
    const flags = { ...accessFlags('publisher', null, ALL_ON), tasks: false };
    expect(createMenuItems(input('publisher', { flags }))).not.toContain('createTask');
  });
  it('default features: upload, record, smart instruction, skill, task', () => {
    expect(createMenuItems(input('publisher', { features: DEFAULT_FEATURE_FLAGS }))).toEqual([
      'uploadVideo',
      'recordScreen',
      'createSmartInstruction',
      'createSkill',
      'createTask',
    ]);
  });
});

describe('invite-user button', () => {
  const desk = { pathname: '/home', mobile: false };
  it.each([
    ['admin-super', true],
    ['admin-organization', true],
    ['admin-group', true],
    ['publisher', false],
    ['viewer', false],
  ] as const)('%s -> %s', (role, shown) => {
    expect(showInviteButton(input(role), desk)).toBe(shown);
  });
  it('hidden on the admin users page', () => {
    expect(
      showInviteButton(input('admin-organization'), { ...desk, pathname: '/admin/users' }),
    ).toBe(false);
    expect(
      showInviteButton(input('admin-organization'), { ...desk, pathname: '/admin/users/' }),
    ).toBe(false);
  });
  it('hidden when the invite feature is off', () => {
    const features = { ...ALL_ON, invite: false };
    expect(showInviteButton(input('admin-organization', { features }), desk)).toBe(false);
  });
  it('hidden on mobile widths', () => {
    expect(showInviteButton(input('admin-organization'), { ...desk, mobile: true })).toBe(false);
  });
});

describe('assistant footer button and admin marker', () => {
  it('Smart Assist takes precedence over Maven; none when both are off', () => {
    expect(assistantButton({ ...ALL_ON, smartAssist: true, maven: true })).toBe('smart-assist');
    expect(assistantButton({ ...ALL_ON, smartAssist: false, maven: true })).toBe('maven');
    expect(assistantButton({ ...ALL_ON, smartAssist: false, maven: false })).toBeNull();
  });
  it('every role but viewer gets the admin marker', () => {
    expect(hasAdminMarker('publisher')).toBe(true);
    expect(hasAdminMarker('admin-group')).toBe(true);
    expect(hasAdminMarker('viewer')).toBe(false);
  });
});
