// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportExport } from '@stepwise/core';
import { EXPORT_POLL_MS, useReportExport } from './use-report-export';

const { call, downloadReportExport } = vi.hoisted(() => ({
  call: vi.fn(),
  downloadReportExport: vi.fn(),
}));
vi.mock('@stepwise/api', () => ({ call, downloadReportExport }));

const job = (over: Partial<ReportExport>): ReportExport => ({
  id: 'e1',
  report: 'workflows/detail',
  format: 'xlsx',
  status: 'queued',
  progress: 0,
  rowCount: null,
  fileName: null,
  downloadUrl: null,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  ...over,
});
const api = {} as never;
const params = () => ({ query: { dateRange: '2026-11-01,2026-11-20', workspaceId: 'All' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  call.mockReset();
});
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS)));

describe('useReportExport (POST, then GET by id until done)', () => {
  it('posts the report and its query, shows progress, then the download link', async () => {
    call
      .mockResolvedValueOnce({ item: job({}) })
      .mockResolvedValueOnce({ item: job({ status: 'running', progress: 0.5 }) })
      .mockResolvedValueOnce({
        item: job({
          status: 'succeeded',
          progress: 1,
          rowCount: 7,
          fileName: 'detail.xlsx',
          downloadUrl: '/v1/analytics/exports/e1/file?sig=s',
        }),
      });
    const { result } = renderHook(() => useReportExport(api, 'workflows/detail', params));
    act(() => result.current.start('xlsx'));
    expect(result.current.state).toEqual({ status: 'running', format: 'xlsx', progress: 0 });
    await act(async () => void (await Promise.resolve()));
    expect(call).toHaveBeenNthCalledWith(1, api, 'POST /v1/analytics/exports', {
      json: { report: 'workflows/detail', format: 'xlsx', params: params() },
      signal: expect.any(AbortSignal),
    });
    await flush();
    expect(result.current.state).toEqual({ status: 'running', format: 'xlsx', progress: 0.5 });
    expect(call).toHaveBeenNthCalledWith(2, api, 'GET /v1/analytics/exports/:id', {
      params: { id: 'e1' },
      signal: expect.any(AbortSignal),
    });
    await flush();
    expect(result.current.state).toEqual({
      status: 'done',
      format: 'xlsx',
      id: 'e1',
      fileName: 'detail.xlsx',
      rows: 7,
    });
    // The file comes with the session (a bearer token), saved from memory under its name.
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    downloadReportExport.mockResolvedValueOnce(new Blob(['x']));
    await act(async () => {
      result.current.download();
      await Promise.resolve();
    });
    expect(downloadReportExport).toHaveBeenCalledWith(api, 'e1');
    expect(saved).toEqual(['detail.xlsx blob:file']);
    click.mockRestore();
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('fails on a refused request and on a failed job', async () => {
    call.mockRejectedValueOnce(new Error('Unknown report name'));
    const { result } = renderHook(() => useReportExport(api, 'workflows/detail', params));
    act(() => result.current.start('csv'));
    await flush();
    expect(result.current.state).toEqual({ status: 'failed' });
    call.mockResolvedValueOnce({ item: job({ status: 'failed', error: 'boom' }) });
    act(() => result.current.start('csv'));
    await flush();
    expect(result.current.state).toEqual({ status: 'failed' });
  });

  it('stops polling when the report changes, and is idle for the new one', async () => {
    call.mockResolvedValue({ item: job({ status: 'running', progress: 0.1 }) });
    const { result, rerender } = renderHook(
      ({ report }: { report: 'workflows/detail' | 'users' }) =>
        useReportExport(api, report, params),
      { initialProps: { report: 'workflows/detail' } },
    );
    act(() => result.current.start('xlsx'));
    await flush();
    const calls = call.mock.calls.length;
    rerender({ report: 'users' });
    expect(result.current.state).toEqual({ status: 'idle' });
    await flush();
    await flush();
    expect(call.mock.calls.length).toBe(calls);
  });
});
