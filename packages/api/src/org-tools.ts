/**
 * Organisation tools' calls (issue 25; 000 §2 /data-hub, /governance, /troubleshooting): thin
 * wrappers over call(). The export's progress and file are the analytics export's
 * (GET /v1/analytics/exports/:id, GET /v1/analytics/exports/:id/file).
 */
import type {
  ApiKey,
  ApiKeyCreated,
  DataHubExportInput,
  GovernanceItem,
  GovernanceList,
  GovernancePage,
  GovernanceUpdate,
  GovernedContentType,
  ReportExport,
  TroubleshootingReport,
  TroubleshootingReportInput,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/**
 * POST /v1/data-hub/exports: starts an export job; follow it with getReportExport and fetch the
 * file with downloadReportExport (reports.ts).
 */
export async function startDataHubExport(
  api: Api,
  input: DataHubExportInput,
): Promise<ReportExport> {
  return (await call(api, 'POST /v1/data-hub/exports', { json: input })).item;
}

/** GET /v1/api-keys (org admins). */
export async function listApiKeys(api: Api): Promise<ApiKey[]> {
  return (await call(api, 'GET /v1/api-keys')).items;
}

/** POST /v1/api-keys (org admins): the answer holds the key, shown this once. */
export function createApiKey(api: Api, name: string): Promise<ApiKeyCreated> {
  return call(api, 'POST /v1/api-keys', { json: { name } });
}

/** DELETE /v1/api-keys/:id (org admins): the key stops working at once. */
export async function revokeApiKey(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/api-keys/:id', { params: { id } });
}

export interface GovernanceListQuery {
  list: GovernanceList;
  page?: number;
  size?: number;
  keyword?: string;
}

/** GET /v1/governance/content */
export function listGovernedContent(api: Api, query: GovernanceListQuery): Promise<GovernancePage> {
  const searchParams: Record<string, string> = { list: query.list };
  if (query.page !== undefined) searchParams.page = String(query.page);
  if (query.size !== undefined) searchParams.size = String(query.size);
  if (query.keyword) searchParams.keyword = query.keyword;
  return call(api, 'GET /v1/governance/content', { searchParams });
}

/** PUT /v1/governance/content/:type/:id: owner and review-by date. */
export function updateGovernedContent(
  api: Api,
  type: GovernedContentType,
  id: string,
  input: GovernanceUpdate,
): Promise<GovernanceItem> {
  return call(api, 'PUT /v1/governance/content/:type/:id', { params: { type, id }, json: input });
}

/** POST /v1/governance/content/:type/:id/reviewed */
export function markContentReviewed(
  api: Api,
  type: GovernedContentType,
  id: string,
): Promise<GovernanceItem> {
  return call(api, 'POST /v1/governance/content/:type/:id/reviewed', { params: { type, id } });
}

/** POST /v1/troubleshooting/reports: sends the check results to the admins. */
export function sendTroubleshootingReport(
  api: Api,
  input: TroubleshootingReportInput,
): Promise<TroubleshootingReport> {
  return call(api, 'POST /v1/troubleshooting/reports', { json: input });
}

/** GET /v1/troubleshooting/reports (org admins). */
export async function listTroubleshootingReports(api: Api): Promise<TroubleshootingReport[]> {
  return (await call(api, 'GET /v1/troubleshooting/reports')).items;
}

/**
 * One round trip to the server's liveness route (`/healthz`, no database): milliseconds, or
 * null when it failed or took longer than `timeoutMs`.
 */
export async function pingServer(api: Api, timeoutMs = 5000): Promise<number | null> {
  const started = performance.now();
  try {
    const res = await api.http.get('healthz', {
      timeout: timeoutMs,
      retry: 0,
      cache: 'no-store',
      throwHttpErrors: false,
    });
    if (!res.ok) return null;
    await res.arrayBuffer();
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}
