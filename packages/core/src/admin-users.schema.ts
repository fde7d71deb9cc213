/**
 * Wire shapes of the admin people screens (issue 25; 000 §2 /admin/, /admin/users): the users
 * list's kind filter, disabling, roles per workspace, the CSV bulk import and the overview.
 */
import { z } from 'zod';
import {
  BULK_IMPORT_COLUMNS,
  BULK_IMPORT_KINDS,
  BULK_IMPORT_MAX_BYTES,
  BULK_IMPORT_ROLES,
  type BulkImportColumn,
  type BulkImportFailure,
  type BulkImportKind,
  type BulkImportRole,
  type BulkImportRow,
} from './admin-users.js';
import { idSchema } from './id.schema.js';
import { ORG_USER_KINDS } from './org-user.js';
import { orgUserSchema } from './org-user.schema.js';
import { Role } from './role.js';
import { employeeIdSchema, sharedAccountNameSchema } from './validation.schema.js';
import { isEmail, normaliseEmail } from './validation.js';

/** GET /v1/admin/users `kind` and `status` filters (absent: every user, as before). */
export const adminUserKindFilterSchema = z.enum(ORG_USER_KINDS);
export const adminUserStatusFilterSchema = z.enum(['active', 'disabled', 'invited']);
export type AdminUserStatusFilter = z.infer<typeof adminUserStatusFilterSchema>;

/** PATCH /v1/admin/users/:id. */
export const adminUserPatchSchema = z.strictObject({ disabled: z.boolean() });
export const adminUserAnswerSchema = z.object({ item: orgUserSchema });

/** The roles a workspace membership may carry (organisation admins hold every workspace). */
export const workspaceGrantRoleSchema = z.enum([Role.WorkspaceAdmin, Role.Publisher, Role.Viewer]);
/**
 * PUT /v1/admin/users/:id/workspace-roles: the workspaces to change, each to a role or `none`
 * (no longer a member); workspaces not listed keep what they have.
 */
export const WORKSPACE_ROLE_NONE = 'none';
export const workspaceRolesBodySchema = z.strictObject({
  roles: z
    .record(idSchema, z.enum([...workspaceGrantRoleSchema.options, WORKSPACE_ROLE_NONE]))
    .refine((r) => Object.keys(r).length <= 500, { message: 'at most 500 workspaces' }),
});
export const workspaceRolesAnswerSchema = z.object({
  userId: z.string(),
  /** Org admins hold every workspace; their map is empty and `allWorkspaces` true. */
  allWorkspaces: z.boolean(),
  roles: z.record(z.string(), workspaceGrantRoleSchema),
});
export type WorkspaceRoles = z.infer<typeof workspaceRolesAnswerSchema>;

/** POST /v1/admin/users/bulk-import. */
export const bulkImportBodySchema = z.strictObject({
  csv: z.string().min(1).max(BULK_IMPORT_MAX_BYTES),
  dryRun: z.boolean().default(false),
});
export const bulkImportFailureSchema = z.object({
  /** 1-based as a spreadsheet shows it: the header is row 1, the first account row 2. */
  row: z.number().int().min(2),
  field: z.enum([...BULK_IMPORT_COLUMNS, 'row']),
  message: z.string(),
});
export type BulkImportFailureView = z.infer<typeof bulkImportFailureSchema>;
export const bulkImportAnswerSchema = z.object({
  /** Accounts made; in a dry run, the accounts that would be made. */
  created: z.number().int().nonnegative(),
  failed: z.array(bulkImportFailureSchema),
  dryRun: z.boolean(),
  /** Account rows read (blank lines skipped). */
  rows: z.number().int().nonnegative(),
});
export type BulkImportAnswer = z.infer<typeof bulkImportAnswerSchema>;

const count = z.number().int().nonnegative();

/** GET /v1/admin/overview: org admins count the organisation, workspace admins their part. */
export const adminOverviewSchema = z.object({
  scope: z.enum(['organization', 'workspaces']),
  users: z.object({
    total: count,
    email: count,
    employeeId: count,
    shared: count,
    lmsLearner: count,
    disabled: count,
    /** E-mail users who have never signed in. */
    invited: count,
    /** People with a sign-in in the last 7 days. */
    recentSignIns: count,
  }),
  workspaceGroups: count,
  workspaces: count,
  teams: count,
  categories: count,
  publishedWorkflows: count,
  publishedSmartInstructions: count,
  skills: count,
  tasks: count,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// --- The bulk import's per-row checks (pure; the server supplies the context) ---

/** A row that passed: what the server creates, through the same path as POST /user/add. */
export interface BulkImportAccount {
  row: number;
  kind: BulkImportKind;
  /** E-mail users: the normalised address; employee-ID users: the ID; shared: the account name. */
  key: string;
  firstName: string;
  lastName: string;
  role: BulkImportRole;
  workspaceIds: string[];
}

export interface BulkImportContext {
  workspaces: readonly { id: string; name: string }[];
  /** Normalised addresses, employee IDs and shared-account names already in use (lower case). */
  existingEmails: ReadonlySet<string>;
  existingEmployeeIds: ReadonlySet<string>;
  existingSharedAccounts: ReadonlySet<string>;
}

export const BULK_IMPORT_ROW_ERRORS = {
  kind: 'Kind must be email, employee-id or shared',
  email: 'Not a valid e-mail address',
  emailMissing: 'An e-mail user needs an e-mail address',
  employeeId: 'Not a valid employee ID (letters, digits, _ - and single dots)',
  employeeIdMissing: 'An employee-ID user needs an employee ID',
  sharedMissing: 'A shared account needs its account name in the employeeId column',
  sharedName: 'Not a valid shared account name',
  role: `Role must be one of ${BULK_IMPORT_ROLES.join(', ')}`,
  orgAdminKind: 'Only e-mail users can be organisation admins',
  sharedRole: 'Shared accounts are viewers',
  workspace: (w: string) => `No workspace named "${w}"`,
  duplicate: (row: number) => `Same account as row ${row}`,
  exists: 'An account with this identifier already exists',
  nameTooLong: 'Names are at most 100 characters',
} as const;

const roleOf = (value: string): BulkImportRole | null => {
  if (value === '') return Role.Viewer;
  const v = value.toLowerCase();
  return BULK_IMPORT_ROLES.find((r) => r === v) ?? null;
};

function identifierOf(
  kind: BulkImportKind,
  v: Record<BulkImportColumn, string>,
  ctx: BulkImportContext,
): { key: string } | BulkImportFailure {
  const fail = (field: BulkImportColumn, message: string): BulkImportFailure => ({
    row: 0,
    field,
    message,
  });
  if (kind === 'email') {
    if (!v.email) return fail('email', BULK_IMPORT_ROW_ERRORS.emailMissing);
    const email = normaliseEmail(v.email);
    if (!isEmail(email)) return fail('email', BULK_IMPORT_ROW_ERRORS.email);
    if (ctx.existingEmails.has(email)) return fail('email', BULK_IMPORT_ROW_ERRORS.exists);
    return { key: email };
  }
  if (kind === 'employee-id') {
    if (!v.employeeId) return fail('employeeId', BULK_IMPORT_ROW_ERRORS.employeeIdMissing);
    const id = employeeIdSchema.safeParse(v.employeeId);
    if (!id.success) return fail('employeeId', BULK_IMPORT_ROW_ERRORS.employeeId);
    if (ctx.existingEmployeeIds.has(id.data.toLowerCase())) {
      return fail('employeeId', BULK_IMPORT_ROW_ERRORS.exists);
    }
    return { key: id.data };
  }
  if (!v.employeeId) return fail('employeeId', BULK_IMPORT_ROW_ERRORS.sharedMissing);
  const name = sharedAccountNameSchema.safeParse(v.employeeId);
  if (!name.success) return fail('employeeId', BULK_IMPORT_ROW_ERRORS.sharedName);
  if (ctx.existingSharedAccounts.has(name.data.toLowerCase())) {
    return fail('employeeId', BULK_IMPORT_ROW_ERRORS.exists);
  }
  return { key: name.data };
}

/**
 * Each row checked on its own and against the rows before it: the first problem of a row is
 * reported (one message per row, in column order), the rest of the file goes on.
 */
export function checkBulkImport(
  rows: readonly BulkImportRow[],
  ctx: BulkImportContext,
): { accounts: BulkImportAccount[]; failed: BulkImportFailure[] } {
  const accounts: BulkImportAccount[] = [];
  const failed: BulkImportFailure[] = [];
  const seen = new Map<string, number>();
  const byId = new Map(ctx.workspaces.map((w) => [w.id, w.id]));
  const byName = new Map(ctx.workspaces.map((w) => [w.name.trim().toLowerCase(), w.id]));
  for (const { row, values: v } of rows) {
    const fail = (field: BulkImportFailure['field'], message: string) =>
      failed.push({ row, field, message });
    const kind = BULK_IMPORT_KINDS.find((k) => k === v.kind.toLowerCase());
    if (!kind) {
      fail('kind', BULK_IMPORT_ROW_ERRORS.kind);
      continue;
    }
    const id = identifierOf(kind, v, ctx);
    if ('field' in id) {
      fail(id.field, id.message);
      continue;
    }
    const dedupe = `${kind === 'email' ? 'email' : kind}:${id.key.toLowerCase()}`;
    const earlier = seen.get(dedupe);
    if (earlier !== undefined) {
      fail(kind === 'email' ? 'email' : 'employeeId', BULK_IMPORT_ROW_ERRORS.duplicate(earlier));
      continue;
    }
    if (v.firstName.length > 100 || v.lastName.length > 100) {
      fail(v.firstName.length > 100 ? 'firstName' : 'lastName', BULK_IMPORT_ROW_ERRORS.nameTooLong);
      continue;
    }
    const role = roleOf(v.role);
    if (!role) {
      fail('role', BULK_IMPORT_ROW_ERRORS.role);
      continue;
    }
    if (role === Role.OrgAdmin && kind !== 'email') {
      fail('role', BULK_IMPORT_ROW_ERRORS.orgAdminKind);
      continue;
    }
    if (kind === 'shared' && role !== Role.Viewer) {
      fail('role', BULK_IMPORT_ROW_ERRORS.sharedRole);
      continue;
    }
    const names = v.workspaces
      .split(';')
      .map((w) => w.trim())
      .filter(Boolean);
    const workspaceIds: string[] = [];
    const unknown = names.find((w) => {
      const found = byId.get(w) ?? byName.get(w.toLowerCase());
      if (found && !workspaceIds.includes(found)) workspaceIds.push(found);
      return !found;
    });
    if (unknown !== undefined) {
      fail('workspaces', BULK_IMPORT_ROW_ERRORS.workspace(unknown));
      continue;
    }
    seen.set(dedupe, row);
    accounts.push({
      row,
      kind,
      key: id.key,
      firstName: v.firstName,
      lastName: v.lastName,
      role,
      workspaceIds: role === Role.OrgAdmin ? [] : workspaceIds,
    });
  }
  return { accounts, failed };
}
