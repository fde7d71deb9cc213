/**
 * Session start (000 §4): profile, role, organisation settings, permission settings, workspace
 * lists (view level) and the IP check, with access flags from core's `accessFlags`.
 */
import {
  checkIpAccess,
  getOrganizationSettings,
  getPermissionSettings,
  getProfile,
  listWorkspaceGroups,
  type Api,
} from '@stepwise/api';
import {
  accessFlags,
  ErrorCode,
  IpCheckState,
  isGeneration2Refused,
  normaliseFeatureFlags,
  organizationSettingsSchema,
  StepwiseError,
  type IpCheckStateValue,
} from '@stepwise/core';
import { runIpCheck } from './ip-check';
import type { SignedInSession } from './types';

export type LoadResult = { kind: 'signed-in'; session: SignedInSession } | { kind: 'refused' };

const ipRefused = (err: unknown) =>
  err instanceof StepwiseError && err.code === ErrorCode.IpNotAllowed;

/**
 * Calls that the server refuses with code 5 while the IP check fails (admins are exempt from
 * some) fall back to what the page needs to render the restricted-IP alert.
 */
async function orFallback<T>(
  call: Promise<T>,
  ip: IpCheckStateValue,
  fallback: () => T,
): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (ip !== IpCheckState.PASSED && ipRefused(err)) return fallback();
    throw err;
  }
}

export async function loadSession(
  api: Api,
  onIpState: (state: IpCheckStateValue) => void = () => undefined,
): Promise<LoadResult> {
  const profile = await getProfile(api);
  if (isGeneration2Refused(profile.organizationInfo)) return { kind: 'refused' };
  const ipCheck = await runIpCheck(true, () => checkIpAccess(api), onIpState);
  const [settings, permissionSettings, groups] = await Promise.all([
    orFallback(getOrganizationSettings(api), ipCheck, () =>
      organizationSettingsSchema.parse({ clientKey: 'restricted' }),
    ),
    orFallback(getPermissionSettings(api, profile.organizationInfo.id), ipCheck, () => null),
    orFallback(listWorkspaceGroups(api, 'view'), ipCheck, () => []),
  ]);
  const features = normaliseFeatureFlags(settings.features, settings.employeeIdLogin);
  return {
    kind: 'signed-in',
    session: {
      status: 'signed-in',
      profile,
      role: profile.role,
      settings,
      features,
      permissionSettings,
      flags: accessFlags(profile.role, permissionSettings, features),
      ipCheck,
      groups,
    },
  };
}
