import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type IpCheckStateValue,
  type RoleName,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { routeMapEntry } from '../../route-map';
import { routeDecision } from '../../session/route-access';

const entry = routeMapEntry('/admin/users')!;
const decision = (role: RoleName, ipCheck: IpCheckStateValue = IpCheckState.PASSED) =>
  routeDecision(entry, {
    role,
    features: DEFAULT_FEATURE_FLAGS,
    flags: accessFlags(role, null, DEFAULT_FEATURE_FLAGS),
    ipCheck,
  });

describe('/admin/users gate (issue 14)', () => {
  it('opens for organisation admins, even when their IP check failed (000 §2)', () => {
    expect(decision('admin-organization')).toBe('allow');
    expect(decision('admin-super')).toBe('allow');
    expect(decision('admin-organization', IpCheckState.NOT_ALLOWED)).toBe('allow');
  });

  it('is refused to workspace admins, publishers and viewers', () => {
    for (const role of ['admin-group', 'publisher', 'viewer'] as const) {
      expect(decision(role), role).toBe('forbidden');
    }
  });
});
