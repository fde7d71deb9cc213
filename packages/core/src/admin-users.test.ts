import { describe, expect, it } from 'vitest';
import {
  BULK_IMPORT_ERRORS,
  BULK_IMPORT_MAX_ROWS,
  BULK_IMPORT_TEMPLATE,
  CsvError,
  parseCsv,
  readBulkImport,
} from './admin-users.js';
import {
  BULK_IMPORT_ROW_ERRORS,
  bulkImportBodySchema,
  checkBulkImport,
  type BulkImportContext,
} from './admin-users.schema.js';

const HEADER = 'kind,email,employeeId,firstName,lastName,role,workspaces';
const ctx: BulkImportContext = {
  workspaces: [
    { id: 'ws1', name: 'Assembly' },
    { id: 'ws2', name: 'Packaging' },
  ],
  existingEmails: new Set(['taken@example.com']),
  existingEmployeeIds: new Set(['e-9']),
  existingSharedAccounts: new Set(['tablet-9']),
};
const check = (csv: string) => checkBulkImport(readBulkImport(csv), ctx);

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and records, CRLF or LF, and drops a final line break', () => {
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"Lovelace, Ada","say ""hi""","two\r\nlines"\n')).toEqual([
      ['Lovelace, Ada', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('drops a byte-order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFkind,,x\n')).toEqual([['kind', '', 'x']]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('a,"open\n')).toThrow(BULK_IMPORT_ERRORS.unterminatedQuote);
  });
});

describe('readBulkImport', () => {
  it('numbers rows as a spreadsheet does: header row 1, blank lines counted but skipped', () => {
    const rows = readBulkImport(
      `${HEADER}\nemail,a@example.com,,,,,\n\nemail,b@example.com,,,,,\n`,
    );
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(rows[1]!.values.email).toBe('b@example.com');
  });

  it('a quoted line break does not shift the row numbers of later rows', () => {
    const rows = readBulkImport(`${HEADER}\nemail,a@example.com,,"An\nna",,,\nemail,b@x.io,,,,,`);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('takes the columns in any order and any case', () => {
    const rows = readBulkImport(
      'EMAIL,Kind,workspaces,role,lastname,firstname,employeeid\nx@y.io,email,,,,,',
    );
    expect(rows[0]!.values).toMatchObject({ kind: 'email', email: 'x@y.io' });
  });

  it('refuses a bad header, no rows or too many rows before reading any row', () => {
    expect(() => readBulkImport('')).toThrow(CsvError);
    expect(() => readBulkImport('kind,email\n')).toThrow('no "employeeId" column');
    expect(() => readBulkImport(`${HEADER},age\n`)).toThrow('unknown column "age"');
    expect(() => readBulkImport(`${HEADER},kind\n`)).toThrow('"kind" twice');
    expect(() => readBulkImport(`${HEADER}\n\n`)).toThrow(BULK_IMPORT_ERRORS.noRows);
    const many = Array.from(
      { length: BULK_IMPORT_MAX_ROWS + 1 },
      (_, i) => `email,u${i}@x.io,,,,,`,
    );
    expect(() => readBulkImport(`${HEADER}\n${many.join('\n')}`)).toThrow(
      BULK_IMPORT_ERRORS.tooManyRows,
    );
  });

  it('the template reads with one row of each kind and passes', () => {
    const result = check(BULK_IMPORT_TEMPLATE);
    expect(result.failed).toEqual([]);
    expect(result.accounts.map((a) => a.kind)).toEqual(['email', 'employee-id', 'shared']);
    expect(result.accounts[1]!.workspaceIds).toEqual(['ws1', 'ws2']);
  });

  it('the body allows at most 1 MB', () => {
    expect(bulkImportBodySchema.safeParse({ csv: 'x'.repeat(1_000_001) }).success).toBe(false);
    expect(bulkImportBodySchema.parse({ csv: 'x' }).dryRun).toBe(false);
  });
});

describe('checkBulkImport: each row on its own, the file goes on', () => {
  it('reports the first problem of each bad row with its row number and column', () => {
    const { accounts, failed } = check(
      [
        HEADER,
        'email,ada@example.com,,Ada,L,publisher,Assembly',
        'email,not-an-email,,,,,',
        'email,ADA@example.com,,,,,',
        'robot,,,,,,',
        'employee-id,,bad id,,,,',
        'employee-id,,E-1,,,chief,',
        'employee-id,,E-2,,,admin-organization,',
        'shared,,tablet-1,,,publisher,',
        'email,new@example.com,,,,,Nowhere',
        'email,taken@example.com,,,,,',
        'employee-id,,E-9,,,,',
        'email,,,,,,',
      ].join('\r\n'),
    );
    expect(accounts.map((a) => a.row)).toEqual([2]);
    expect(failed).toEqual([
      { row: 3, field: 'email', message: BULK_IMPORT_ROW_ERRORS.email },
      { row: 4, field: 'email', message: BULK_IMPORT_ROW_ERRORS.duplicate(2) },
      { row: 5, field: 'kind', message: BULK_IMPORT_ROW_ERRORS.kind },
      { row: 6, field: 'employeeId', message: BULK_IMPORT_ROW_ERRORS.employeeId },
      { row: 7, field: 'role', message: BULK_IMPORT_ROW_ERRORS.role },
      { row: 8, field: 'role', message: BULK_IMPORT_ROW_ERRORS.orgAdminKind },
      { row: 9, field: 'role', message: BULK_IMPORT_ROW_ERRORS.sharedRole },
      { row: 10, field: 'workspaces', message: BULK_IMPORT_ROW_ERRORS.workspace('Nowhere') },
      { row: 11, field: 'email', message: BULK_IMPORT_ROW_ERRORS.exists },
      { row: 12, field: 'employeeId', message: BULK_IMPORT_ROW_ERRORS.exists },
      { row: 13, field: 'email', message: BULK_IMPORT_ROW_ERRORS.emailMissing },
    ]);
  });

  it('an empty role is a viewer; workspaces by id or name, once each; org admins get none', () => {
    const { accounts } = check(
      `${HEADER}\nemail,a@x.io,,,,,ws1;assembly; Packaging\nemail,b@x.io,,,,admin-organization,ws1`,
    );
    expect(accounts[0]).toMatchObject({ role: 'viewer', workspaceIds: ['ws1', 'ws2'] });
    expect(accounts[1]).toMatchObject({ role: 'admin-organization', workspaceIds: [] });
  });

  it('a duplicate of a row that failed is not a duplicate: the later row is made', () => {
    const { accounts, failed } = check(`${HEADER}\nemail,a@x.io,,,,chief,\nemail,a@x.io,,,,,`);
    expect(failed.map((f) => f.row)).toEqual([2]);
    expect(accounts.map((a) => a.row)).toEqual([3]);
  });
});
