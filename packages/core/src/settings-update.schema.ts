import type { z } from 'zod';
import {
  organizationSettingsSchema,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
} from './organization.schema.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * 000 §7 settings update: the update is merged deeply into the current settings (arrays are
 * replaced), then the stored schema validates the result again. Two exceptions: userMappings
 * is replaced whole, because a merge of a map with caller-chosen keys could never remove an
 * entry; and clientKey always stays, because every generated address depends on it.
 */
export function applyOrganizationSettingsUpdate(
  current: OrganizationSettings,
  update: OrganizationSettingsUpdate,
): z.ZodSafeParseResult<OrganizationSettings> {
  const { userMappings, ...rest } = update;
  const merged = deepMerge(current, rest);
  if (userMappings !== undefined) merged.userMappings = { ...userMappings };
  return organizationSettingsSchema.safeParse({ ...merged, clientKey: current.clientKey });
}
