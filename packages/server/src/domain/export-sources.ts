/**
 * Where an export's rows come from (issue 25): the one registry the export job
 * (domain/report-export.ts) reads. Each report family registers its sources from its own module
 * (analytics reports, configurable reports, data hub); an export names a source by `report`.
 *
 * A source answers its columns (header names as the user sees them, in order) and yields its
 * rows in pages, so the job can write a large export without holding it all and report its
 * progress (`total` when known up front).
 */
import type { Caller } from './caller.js';

export interface ExportColumn {
  /** The row field. */
  field: string;
  /** The header cell (the grid's column display name). */
  header: string;
  /** How a spreadsheet should type the cell. */
  type?: 'text' | 'number' | 'date' | 'percent';
}

export type ExportCell = string | number | boolean | null;
export type ExportRow = Record<string, ExportCell>;

export interface ExportRows {
  columns: ExportColumn[];
  /** How many rows will come, when the source knows (else progress is by pages). */
  total: number | null;
  pages: AsyncIterable<ExportRow[]>;
}

export interface ExportSource {
  /** An exportable report name (core EXPORTABLE_REPORTS) or 'data-hub/<kind>'. */
  report: string;
  /** The rows for this caller and these params (the stored export's `params`). */
  rows(caller: Caller, params: unknown): Promise<ExportRows>;
}

const sources = new Map<string, ExportSource>();

/**
 * Registers a source (from its module's top level, imported by its routes). Registering the same
 * name again replaces it: test files build several apps in one process.
 */
export function registerExportSource(source: ExportSource): void {
  sources.set(source.report, source);
}

export function exportSource(report: string): ExportSource | undefined {
  return sources.get(report);
}

export function exportSourceNames(): string[] {
  return [...sources.keys()].sort();
}
