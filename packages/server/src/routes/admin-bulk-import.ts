/**
 * The users bulk import (issue 25; POST /v1/admin/users/bulk-import): core reads the CSV and
 * checks each row against the organisation's workspaces and accounts; the rows that pass are
 * made one by one through POST /user/add's own functions (users-admin.ts, hence this file sits
 * beside the routes): e-mail users get their invitation, employee-ID users their first PIN setup
 * code. A row refused on the way (an address taken in another organisation) is reported with
 * its row number and the others still go in.
 */
import { randomBytes } from 'node:crypto';
import {
  BULK_IMPORT_ROW_ERRORS,
  checkBulkImport,
  CsvError,
  readBulkImport,
  Role,
  StepwiseError,
  type BulkImportAccount,
  type BulkImportAnswer,
  type BulkImportFailure,
  type BulkImportRow,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { users, workspaces } from '../db/schema.js';
import { addEmployeeIdUser, invitePerson } from './users-admin.js';
import { createSharedAccount } from '../domain/shared-accounts.js';
import type { Caller } from '../domain/caller.js';
import { badRequest } from '../domain/errors.js';
import type { WorkspaceGrant } from '../domain/org-users.js';

function readRows(csv: string): BulkImportRow[] {
  try {
    return readBulkImport(csv);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(err.message);
    throw err;
  }
}

/** Shared accounts need a password; the import sets an unguessable one the admin then resets. */
const randomPassword = () => `${randomBytes(18).toString('base64url')}-Aa1`;

async function createAccount(app: ZodApp, caller: Caller, a: BulkImportAccount): Promise<void> {
  const grantRole = a.role === Role.OrgAdmin ? Role.Viewer : a.role;
  const groups: WorkspaceGrant[] = a.workspaceIds.map((workspaceId) => ({
    workspaceId,
    role: grantRole,
  }));
  const names = {
    ...(a.firstName ? { firstName: a.firstName } : {}),
    ...(a.lastName ? { lastName: a.lastName } : {}),
  };
  const displayName = [a.firstName, a.lastName].filter(Boolean).join(' ');
  if (a.kind === 'email') {
    await (a.role === Role.OrgAdmin
      ? invitePerson(app, caller, {
          type: 'org-admin',
          data: { email: a.key, role: Role.OrgAdmin, ...names },
        })
      : invitePerson(app, caller, {
          type: 'group-user',
          data: { email: a.key, role: grantRole, groups, ...names },
        }));
    return;
  }
  if (a.kind === 'employee-id') {
    await addEmployeeIdUser(app, caller, {
      employeeId: a.key,
      displayName: displayName || a.key,
      role: grantRole,
      groups,
    });
    return;
  }
  await createSharedAccount(caller.tenant, caller.settings.clientKey, {
    account: a.key,
    displayName: displayName || a.key,
    password: randomPassword(),
    groups: groups.map((g) => ({ ...g, role: Role.Viewer })),
  });
}

export async function runBulkImport(
  app: ZodApp,
  caller: Caller,
  body: { csv: string; dryRun: boolean },
): Promise<BulkImportAnswer> {
  const rows = readRows(body.csv);
  const [known, people] = await Promise.all([
    caller.tenant.select(workspaces, undefined),
    caller.tenant.select(users, undefined),
  ]);
  const lower = (xs: (string | null)[]) =>
    new Set(xs.filter((x): x is string => !!x).map((x) => x.toLowerCase()));
  const { accounts, failed } = checkBulkImport(rows, {
    workspaces: known.map((w) => ({ id: w.id, name: w.name })),
    existingEmails: lower(people.map((u) => u.email)),
    existingEmployeeIds: lower(people.map((u) => u.employeeId)),
    existingSharedAccounts: lower(people.map((u) => u.sharedAccount)),
  });
  if (body.dryRun) {
    return { created: accounts.length, failed, dryRun: true, rows: rows.length };
  }
  const refused: BulkImportFailure[] = [];
  let created = 0;
  for (const account of accounts) {
    try {
      await createAccount(app, caller, account);
      created++;
    } catch (err) {
      // A refusal (taken elsewhere, a password rule) is this row's; anything else is ours.
      if (!(err instanceof StepwiseError)) throw err;
      refused.push({
        row: account.row,
        field: account.kind === 'email' ? 'email' : 'employeeId',
        message: err.code === 409 ? BULK_IMPORT_ROW_ERRORS.exists : err.message,
      });
    }
  }
  const all = [...failed, ...refused].sort((a, b) => a.row - b.row);
  return { created, failed: all, dryRun: false, rows: rows.length };
}
