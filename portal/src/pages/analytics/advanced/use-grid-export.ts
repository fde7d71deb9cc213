/**
 * The configurable report's export (002 §7 "export (POST, and GET by id)"): a durable job on the
 * server started with the report query and the CURRENT grid state (filters, sort, visible columns
 * in order), so the file's rows are the grid's; polled for progress, then downloaded. The file
 * route answers only its owner's session (a bearer token, which a plain link cannot send), so the
 * file comes through the API client and the browser saves it from memory.
 */
import {
  createReportExport,
  downloadReportExport,
  getReportExport,
  type AnalyticsQuery,
} from '@stepwise/api';
import {
  ANALYTICS_ERRORS,
  type ConfigurableReport,
  type ExportFormat,
  type GridState,
  type ReportExport,
} from '@stepwise/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api';
import { messageOf } from '../../../i18n/t';
import { saveFile } from '../export/use-report-export';

/** Ours: how often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 500;

export type GridExport =
  | { state: 'idle' }
  | { state: 'running'; format: ExportFormat; progress: number }
  | { state: 'done'; job: ReportExport }
  | { state: 'error'; message: string };

/** Fetches a finished export's file with the session and saves it. */
export async function downloadExport(job: ReportExport): Promise<void> {
  const blob = await downloadReportExport(api, job.id);
  saveFile(blob, job.fileName ?? `${job.report}.${job.format}`);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function useGridExport(report: ConfigurableReport) {
  const [status, setStatus] = useState<GridExport>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the polling (the job itself carries on).
  useEffect(() => () => running.current?.abort(), []);

  async function start(format: ExportFormat, query: AnalyticsQuery, gridState: GridState) {
    running.current?.abort();
    const control = new AbortController();
    running.current = control;
    setStatus({ state: 'running', format, progress: 0 });
    try {
      let job = await createReportExport(api, { report, format, query, gridState });
      while (job.status === 'queued' || job.status === 'running') {
        setStatus({ state: 'running', format, progress: job.progress });
        await wait(EXPORT_POLL_MS, control.signal);
        job = await getReportExport(api, job.id);
      }
      if (control.signal.aborted) return;
      if (job.status === 'failed') throw new Error(job.error ?? ANALYTICS_ERRORS.export);
      await downloadExport(job);
      setStatus({ state: 'done', job });
    } catch (err) {
      if (control.signal.aborted) return;
      setStatus({ state: 'error', message: messageOf(err) || ANALYTICS_ERRORS.export });
    }
  }

  return { status, start, dismiss: () => setStatus({ state: 'idle' }) };
}
