/**
 * Test set-up for employee-ID and shared-account tests: employees in states the demo seed does
 * not have, and organisation switches whose admin routes belong to other modules.
 */
import { eq } from 'drizzle-orm';
import {
  Role,
  employeeIdEmail,
  organizationSettingsSchema,
  type FeatureFlags,
  type OrganizationSettings,
} from '@stepwise/core';
import { hashSecret } from '../src/auth/passwords.js';
import { newId } from '../src/db/ids.js';
import { organizations, users } from '../src/db/schema.js';
import { DEMO_CLIENT_KEY } from '../src/seed/demo.js';
import type { TestServer } from './harness.js';

export async function addEmployee(
  s: TestServer,
  employeeId: string,
  opts: { pin?: string; resetStatus?: string | null } = {},
): Promise<string> {
  const id = newId();
  await s.database.db.insert(users).values({
    id,
    organizationId: s.demoOrganizationId,
    email: employeeIdEmail(DEMO_CLIENT_KEY, employeeId),
    role: Role.Viewer,
    displayName: `Employee ${employeeId}`,
    passwordless: true,
    employeeId,
    pinHash: opts.pin ? await hashSecret(opts.pin) : null,
    pinResetStatus: opts.resetStatus ?? null,
  });
  return id;
}

type SettingsPatch = Partial<Omit<OrganizationSettings, 'features'>> & {
  features?: Partial<FeatureFlags>;
};

export async function demoSettings(s: TestServer): Promise<OrganizationSettings> {
  const [org] = await s.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, s.demoOrganizationId));
  return organizationSettingsSchema.parse(org!.settings);
}

/** Changes the demo organisation's settings and returns a function that restores them. */
export async function patchDemoSettings(
  s: TestServer,
  patch: SettingsPatch,
): Promise<() => Promise<void>> {
  const before = await demoSettings(s);
  const write = (settings: OrganizationSettings) =>
    s.database.db
      .update(organizations)
      .set({ settings })
      .where(eq(organizations.id, s.demoOrganizationId));
  await write({ ...before, ...patch, features: { ...before.features, ...patch.features } });
  return async () => {
    // Keep what the code under test wrote (e.g. employeeIdMPEnabled), undo only the patch.
    const now = await demoSettings(s);
    const restored = { ...now, features: { ...now.features } } as Record<string, unknown>;
    for (const k of Object.keys(patch) as (keyof SettingsPatch)[]) {
      if (k !== 'features') restored[k] = before[k];
    }
    for (const k of Object.keys(patch.features ?? {}) as (keyof FeatureFlags)[]) {
      (restored.features as FeatureFlags)[k] = before.features[k];
    }
    await write(organizationSettingsSchema.parse(restored));
  };
}

export async function setDemoGeneration(s: TestServer, generation: 'gen2' | 'gen2plus') {
  await s.database.db
    .update(organizations)
    .set({ generation })
    .where(eq(organizations.id, s.demoOrganizationId));
}

export async function setUserDisabled(s: TestServer, userId: string, disabled: boolean) {
  await s.database.db.update(users).set({ disabled }).where(eq(users.id, userId));
}
