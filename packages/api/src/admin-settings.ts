/**
 * Admin settings calls (issue 25, part H7): business, interface language, assistant (Maven)
 * settings, integrations, the credit dashboard, IP restriction and QR codes. A module of its own
 * beside admin.ts (admin people) so the two parts never edit the same lines.
 */
import type {
  AiUsageAnswer,
  Business,
  BusinessUpdate,
  CustomizedPermissions,
  InterfaceLanguageSettings,
  InterfaceLanguageUpdate,
  IntegrationStatus,
  MavenAnswer,
  MavenUpdate,
  QrCode,
  QrCodeCreate,
  QrContentOption,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export function getBusiness(api: Api, signal?: AbortSignal): Promise<Business> {
  return call(api, 'GET /v1/organization-settings/my/business', { signal });
}

export function updateBusiness(api: Api, changes: BusinessUpdate): Promise<Business> {
  return call(api, 'PUT /v1/organization-settings/my/business', { json: changes });
}

export function getInterfaceLanguage(
  api: Api,
  signal?: AbortSignal,
): Promise<InterfaceLanguageSettings> {
  return call(api, 'GET /v1/organization-settings/my/interface-language', { signal });
}

export function updateInterfaceLanguage(
  api: Api,
  settings: InterfaceLanguageUpdate,
): Promise<InterfaceLanguageSettings> {
  return call(api, 'PUT /v1/organization-settings/my/interface-language', { json: settings });
}

export function getMavenSettings(api: Api, signal?: AbortSignal): Promise<MavenAnswer> {
  return call(api, 'GET /v1/organization-settings/my/maven', { signal });
}

export function updateMavenSettings(api: Api, changes: MavenUpdate): Promise<MavenAnswer> {
  return call(api, 'PUT /v1/organization-settings/my/maven', { json: changes });
}

export async function listIntegrations(
  api: Api,
  signal?: AbortSignal,
): Promise<IntegrationStatus[]> {
  return (await call(api, 'GET /v1/organization-settings/my/integrations', { signal })).items;
}

/** POST /admin/organization/settings (update): one feature flag, for the integrations toggles. */
export async function setFeatureFlag(
  api: Api,
  flag: 'zoomIntegration' | 'dataHub',
  on: boolean,
): Promise<void> {
  await call(api, 'POST /admin/organization/settings', {
    json: { action: 'update', data: { features: { [flag]: on } } },
  });
}

export function getAiUsage(api: Api, months = 6, signal?: AbortSignal): Promise<AiUsageAnswer> {
  return call(api, 'GET /v1/ai-usage', { searchParams: { months }, signal });
}

/** PUT .../customized-permissions/restricted-ip: refused (400) when it would lock the caller out. */
export function saveIpRestriction(
  api: Api,
  settings: { enableRestrictedIP: boolean; allowedRules: string[] },
): Promise<CustomizedPermissions> {
  return call(api, 'PUT /v1/organization-settings/my/customized-permissions/restricted-ip', {
    json: settings,
  });
}

export async function listQrCodes(api: Api, signal?: AbortSignal): Promise<QrCode[]> {
  return (await call(api, 'GET /v1/qr-codes', { signal })).items;
}

export async function searchQrContents(
  api: Api,
  keyword: string,
  signal?: AbortSignal,
): Promise<QrContentOption[]> {
  const searchParams: Record<string, string> = {};
  if (keyword.trim()) searchParams.keyword = keyword.trim();
  return (await call(api, 'GET /v1/qr-codes/contents', { searchParams, signal })).items;
}

export async function createQrCode(api: Api, body: QrCodeCreate): Promise<QrCode> {
  return (await call(api, 'POST /v1/qr-codes', { json: body })).item;
}

export async function deleteQrCode(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/qr-codes/:id', { params: { id } });
}
