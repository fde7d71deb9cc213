/**
 * Admin users rules (issue 25; 000 §6 "Adding users supports four kinds"): the bulk import's CSV
 * (RFC 4180) read into rows; the per-row checks, which use the shared ID schemas, are in
 * admin-users.schema.ts. Pure: the server supplies the organisation's workspaces and
 * the accounts that already exist, and creates the rows that pass.
 *
 * The file: a header row naming the columns `kind,email,employeeId,firstName,lastName,role,
 * workspaces` (any order, case ignored), then one account per row. `kind` is `email`,
 * `employee-id` or `shared`; a shared account's name goes in the `employeeId` column (shared
 * accounts have no employee ID, and the sheet keeps one identifier column per kind). `workspaces`
 * lists workspace names or ids separated by `;`; each gets the row's role.
 */
import { Role, type RoleName } from './role.js';

export const BULK_IMPORT_MAX_ROWS = 1000;
export const BULK_IMPORT_MAX_BYTES = 1_000_000;
export const BULK_IMPORT_COLUMNS = [
  'kind',
  'email',
  'employeeId',
  'firstName',
  'lastName',
  'role',
  'workspaces',
] as const;
export type BulkImportColumn = (typeof BULK_IMPORT_COLUMNS)[number];
export const BULK_IMPORT_KINDS = ['email', 'employee-id', 'shared'] as const;
export type BulkImportKind = (typeof BULK_IMPORT_KINDS)[number];
/** Roles a row may name; an empty role is a viewer. Only e-mail users may be org admins. */
export const BULK_IMPORT_ROLES = [
  Role.OrgAdmin,
  Role.WorkspaceAdmin,
  Role.Publisher,
  Role.Viewer,
] as const satisfies readonly RoleName[];
export type BulkImportRole = (typeof BULK_IMPORT_ROLES)[number];

/** The template the portal offers for download: the header and one example of each kind. */
export const BULK_IMPORT_TEMPLATE =
  `${BULK_IMPORT_COLUMNS.join(',')}\r\n` +
  'email,ada@example.com,,Ada,Lovelace,publisher,Assembly\r\n' +
  'employee-id,,E-1001,Grace,Hopper,viewer,Assembly;Packaging\r\n' +
  'shared,,line-1-tablet,Line 1,Tablet,viewer,Assembly\r\n';

/** Whole-file problems: the import stops before any row is read (a 400 with this message). */
export const BULK_IMPORT_ERRORS = {
  empty: 'The file has no header row',
  tooLarge: `The file is larger than ${BULK_IMPORT_MAX_BYTES / 1_000_000} MB`,
  tooManyRows: `The file has more than ${BULK_IMPORT_MAX_ROWS} rows`,
  unterminatedQuote: 'A quoted field is not closed',
  noRows: 'The file has no data rows',
  missingColumn: (c: string) => `The header row has no "${c}" column`,
  unknownColumn: (c: string) => `The header row has an unknown column "${c}"`,
  duplicateColumn: (c: string) => `The header row names "${c}" twice`,
} as const;

export class CsvError extends Error {
  override name = 'CsvError';
}

/**
 * RFC 4180 records: fields split by commas, records by CRLF or LF (a lone CR too), quoted fields
 * may hold commas, line breaks and doubled quotes; a leading byte-order mark is dropped. A final
 * line break ends the last record rather than starting an empty one.
 */
export function parseCsv(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < s.length) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && s[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (quoted) throw new CsvError(BULK_IMPORT_ERRORS.unterminatedQuote);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

export interface BulkImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  values: Record<BulkImportColumn, string>;
}

/** The header checked and the data rows keyed by column; blank lines are skipped but counted. */
export function readBulkImport(csv: string): BulkImportRow[] {
  if (new TextEncoder().encode(csv).length > BULK_IMPORT_MAX_BYTES) {
    throw new CsvError(BULK_IMPORT_ERRORS.tooLarge);
  }
  const records = parseCsv(csv);
  const header = records[0];
  if (!header || header.every((h) => h.trim() === '')) throw new CsvError(BULK_IMPORT_ERRORS.empty);
  const byName = new Map(BULK_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const index = new Map<BulkImportColumn, number>();
  header.forEach((h, i) => {
    const name = h.trim();
    const column = byName.get(name.toLowerCase());
    if (!column) throw new CsvError(BULK_IMPORT_ERRORS.unknownColumn(name));
    if (index.has(column)) throw new CsvError(BULK_IMPORT_ERRORS.duplicateColumn(name));
    index.set(column, i);
  });
  for (const c of BULK_IMPORT_COLUMNS) {
    if (!index.has(c)) throw new CsvError(BULK_IMPORT_ERRORS.missingColumn(c));
  }
  const rows: BulkImportRow[] = [];
  records.slice(1).forEach((record, i) => {
    if (record.every((f) => f.trim() === '')) return;
    const values = Object.fromEntries(
      BULK_IMPORT_COLUMNS.map((c) => [c, (record[index.get(c)!] ?? '').trim()]),
    ) as Record<BulkImportColumn, string>;
    rows.push({ row: i + 2, values });
  });
  if (rows.length === 0) throw new CsvError(BULK_IMPORT_ERRORS.noRows);
  if (rows.length > BULK_IMPORT_MAX_ROWS) throw new CsvError(BULK_IMPORT_ERRORS.tooManyRows);
  return rows;
}

export interface BulkImportFailure {
  row: number;
  field: BulkImportColumn | 'row';
  message: string;
}
