import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type FeatureFlags,
  type IpCheckStateValue,
  type RoleName,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { routeMapEntry, type RouteMapEntry } from '../route-map';
import { routeDecision, type AccessSession } from './route-access';

function sessionOf(
  role: RoleName,
  opts: { features?: Partial<FeatureFlags>; ip?: IpCheckStateValue } = {},
): AccessSession {
  const features = { ...DEFAULT_FEATURE_FLAGS, ...opts.features };
  return {
    role,
    features,
    flags: accessFlags(role, null, features),
    ipCheck: opts.ip ?? IpCheckState.PASSED,
  };
}

const entry = (path: string): RouteMapEntry => {
  const found = routeMapEntry(path);
  if (!found) throw new Error(`not in the route map: ${path}`);
  return found;
};

describe('routeDecision (000 §2, §4, §6)', () => {
  it('public routes open for anyone, signed in or not (000 §2 "no login")', () => {
    expect(routeDecision(entry('/'), null)).toBe('allow');
    expect(routeDecision(entry('/p/{workflowId}/{stepId?}'), null)).toBe('allow');
    expect(routeDecision(entry('/usernewpin/{employeeIdUserAccount}'), null)).toBe('allow');
  });

  it('a login route without a session goes to sign-in (navigation guard)', () => {
    expect(routeDecision(entry('/home'), null)).toBe('sign-in');
    expect(routeDecision(entry('/admin/users'), null)).toBe('sign-in');
  });

  it('Home needs the IP check passed (000 §6 side items)', () => {
    expect(routeDecision(entry('/home'), sessionOf('viewer'))).toBe('allow');
    const blocked = sessionOf('viewer', { ip: IpCheckState.NOT_ALLOWED });
    expect(routeDecision(entry('/home'), blocked)).toBe('ip-blocked');
  });

  it('a page shows only when the IP check passed: checking and failed connections hide it too', () => {
    for (const ip of [IpCheckState.TODO, IpCheckState.CHECKING, IpCheckState.CONNECT_FAILED]) {
      expect(routeDecision(entry('/workspace'), sessionOf('publisher', { ip }))).toBe('ip-blocked');
    }
  });

  it('an org admin may still reach admin pages when the IP check failed (000 §2)', () => {
    const admin = sessionOf('admin-organization', { ip: IpCheckState.NOT_ALLOWED });
    expect(routeDecision(entry('/admin/workspace-groups'), admin)).toBe('allow');
    expect(routeDecision(entry('/admin/setting/ip-restriction'), admin)).toBe('allow');
  });

  it('an org admin whose IP check fails is sent to IP restriction settings (000 §4)', () => {
    const admin = sessionOf('admin-organization', { ip: IpCheckState.NOT_ALLOWED });
    expect(routeDecision(entry('/home'), admin)).toBe('ip-settings');
    const superAdmin = sessionOf('admin-super', { ip: IpCheckState.NOT_ALLOWED });
    expect(routeDecision(entry('/workspace'), superAdmin)).toBe('ip-settings');
  });

  it('a workspace admin is not exempt: admin pages are hidden when the IP check failed', () => {
    const wsAdmin = sessionOf('admin-group', { ip: IpCheckState.NOT_ALLOWED });
    expect(routeDecision(entry('/admin/workspaces'), wsAdmin)).toBe('ip-blocked');
  });

  it('Owned by me needs a create role (000 §6)', () => {
    expect(routeDecision(entry('/owned-by-me'), sessionOf('viewer'))).toBe('forbidden');
    expect(routeDecision(entry('/owned-by-me'), sessionOf('publisher'))).toBe('allow');
    expect(routeDecision(entry('/owned-by-me'), sessionOf('admin-group'))).toBe('allow');
  });

  it('Data Hub needs a create role and its feature (000 §6)', () => {
    const on = { features: { dataHub: true } };
    expect(routeDecision(entry('/data-hub'), sessionOf('publisher', on))).toBe('allow');
    expect(routeDecision(entry('/data-hub'), sessionOf('viewer', on))).toBe('forbidden');
    expect(routeDecision(entry('/data-hub'), sessionOf('publisher'))).toBe('forbidden');
  });

  it('Skills need the feature and the access flag; off means replaced by home (000 §4)', () => {
    expect(routeDecision(entry('/skill/home'), sessionOf('publisher'))).toBe('allow');
    expect(routeDecision(entry('/skill/home'), sessionOf('viewer'))).toBe('home');
    const off = sessionOf('admin-organization', { features: { skills: false } });
    expect(routeDecision(entry('/skill/home'), off)).toBe('home');
  });

  it('Tasks need the feature and the access flag; off means replaced by home', () => {
    expect(routeDecision(entry('/task/list'), sessionOf('publisher'))).toBe('allow');
    expect(routeDecision(entry('/task/list'), sessionOf('viewer'))).toBe('home');
    const off = sessionOf('publisher', { features: { tasks: false } });
    expect(routeDecision(entry('/task/list'), off)).toBe('home');
  });

  it('Governance needs the feature and the access flag; off means replaced by home', () => {
    const on = { features: { governance: true } };
    expect(routeDecision(entry('/governance'), sessionOf('admin-organization', on))).toBe('allow');
    expect(routeDecision(entry('/governance'), sessionOf('admin-organization'))).toBe('home');
    expect(routeDecision(entry('/governance'), sessionOf('publisher', on))).toBe('home');
  });

  it('Maven / Smart Assist open only when one of them is enabled, else home (000 §4, §6)', () => {
    expect(routeDecision(entry('/maven'), sessionOf('viewer'))).toBe('allow');
    const none = sessionOf('viewer', { features: { maven: false, smartAssist: false } });
    expect(routeDecision(entry('/maven'), none)).toBe('home');
    expect(routeDecision(entry('/smart-assist'), none)).toBe('home');
    const assist = sessionOf('viewer', { features: { maven: false, smartAssist: true } });
    expect(routeDecision(entry('/smart-assist'), assist)).toBe('allow');
  });

  it('Analytics and Admin need their access flags (000 §6)', () => {
    expect(routeDecision(entry('/analytics/main'), sessionOf('viewer'))).toBe('forbidden');
    expect(routeDecision(entry('/analytics/main'), sessionOf('admin-group'))).toBe('allow');
    expect(routeDecision(entry('/admin/teams'), sessionOf('publisher'))).toBe('forbidden');
    expect(routeDecision(entry('/admin/teams'), sessionOf('admin-group'))).toBe('allow');
  });

  it('stored permission settings decide analytics access (000 §6)', () => {
    const features = DEFAULT_FEATURE_FLAGS;
    const flags = accessFlags(
      'admin-group',
      {
        skillsManager: ['admin-group'],
        tasksManager: ['admin-group'],
        governance: [],
        analytics: [],
        externalSharing: [],
        internalSharing: [],
      },
      features,
    );
    const session: AccessSession = { role: 'admin-group', features, flags, ipCheck: 'PASSED' };
    expect(routeDecision(entry('/analytics/main'), session)).toBe('forbidden');
  });

  it('builder and editor need a create role and the editor flag', () => {
    expect(routeDecision(entry('/editor/{workflowId}'), sessionOf('viewer'))).toBe('forbidden');
    expect(routeDecision(entry('/editor/{workflowId}'), sessionOf('publisher'))).toBe('allow');
  });
});
