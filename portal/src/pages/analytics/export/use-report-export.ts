/**
 * A report export as the header runs it (002 §7 "export (POST, and GET by id)"): POST
 * /v1/analytics/exports with the report and its current query, then GET /v1/analytics/exports/:id
 * every EXPORT_POLL_MS until the job succeeded (a download) or failed (002 §8 'Export operation
 * failed'). The file route answers only its owner's session (a bearer token, which a plain link
 * cannot send), so the download goes through the API client and the browser saves it from memory.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, downloadReportExport, type Api } from '@stepwise/api';
import type {
  ExportableReport,
  ExportFormat,
  ReportExport,
  ReportExportParams,
} from '@stepwise/core';

/** How often a running export is asked about (ours; the spec gives no interval). */
export const EXPORT_POLL_MS = 1000;

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; format: ExportFormat; progress: number }
  | { status: 'done'; format: ExportFormat; id: string; fileName: string; rows: number }
  | { status: 'failed' };

/** What the export button needs: its state, start, download the finished file, dismiss. */
export interface ReportExporter {
  state: ExportState;
  start: (format: ExportFormat) => void;
  download: () => void;
  reset: () => void;
}

/** Hands a file to the browser as a download (an object URL on a transient link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Where an export job stands, as the button shows it. */
export function exportStateOf(job: ReportExport): ExportState {
  if (job.status === 'failed') return { status: 'failed' };
  if (job.status === 'succeeded' && job.downloadUrl)
    return {
      status: 'done',
      format: job.format,
      id: job.id,
      fileName: job.fileName ?? `${job.report.replace(/\//g, '-')}.${job.format}`,
      rows: job.rowCount ?? 0,
    };
  return { status: 'running', format: job.format, progress: job.progress };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/**
 * Runs one export at a time for `report`; `params()` is read when an export starts, so it always
 * sends the current query. Leaving the page stops the polling (the job itself carries on).
 */
export function useReportExport(
  api: Api,
  report: ExportableReport | null,
  params: () => ReportExportParams,
): ReportExporter {
  // The state is tagged with its report: another report's export is not this one's.
  const [tagged, setTagged] = useState<{ report: string | null; state: ExportState }>({
    report,
    state: { status: 'idle' },
  });
  const state: ExportState = tagged.report === report ? tagged.state : { status: 'idle' };
  const running = useRef<AbortController | null>(null);
  const paramsRef = useRef(params);
  useEffect(() => {
    paramsRef.current = params;
  });
  // Leaving the page, or moving to another report, stops the polling.
  useEffect(() => () => running.current?.abort(), [report]);

  const start = useCallback(
    (format: ExportFormat) => {
      if (!report) return;
      running.current?.abort();
      const control = new AbortController();
      running.current = control;
      const { signal } = control;
      const setState = (next: ExportState) => setTagged({ report, state: next });
      setState({ status: 'running', format, progress: 0 });
      void (async () => {
        let { item } = await call(api, 'POST /v1/analytics/exports', {
          json: { report, format, params: paramsRef.current() },
          signal,
        });
        while (item.status === 'queued' || item.status === 'running') {
          if (!signal.aborted) setState(exportStateOf(item));
          await sleep(EXPORT_POLL_MS, signal);
          ({ item } = await call(api, 'GET /v1/analytics/exports/:id', {
            params: { id: item.id },
            signal,
          }));
        }
        if (!signal.aborted) setState(exportStateOf(item));
      })().catch((err: unknown) => {
        if (signal.aborted || (err instanceof Error && err.name === 'AbortError')) return;
        setState({ status: 'failed' });
      });
    },
    [api, report],
  );
  const done = state.status === 'done' ? state : null;
  const download = useCallback(() => {
    if (!done) return;
    downloadReportExport(api, done.id).then(
      (blob) => saveFile(blob, done.fileName),
      () => setTagged({ report, state: { status: 'failed' } }),
    );
  }, [api, report, done]);
  const reset = useCallback(() => {
    running.current?.abort();
    setTagged({ report, state: { status: 'idle' } });
  }, [report]);
  return { state, start, download, reset };
}
