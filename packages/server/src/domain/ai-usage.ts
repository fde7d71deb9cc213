/**
 * The credit dashboard's record (issue 25, /admin/credit-dashboard): one `ai_usage` row each
 * time a provider does work for a feature — the LLM, speech-to-text, text to speech, embeddings,
 * or the offline providers (recorded as 'offline': the feature ran, so the usage is real).
 * Recording never breaks the feature: a failure is logged and swallowed.
 */
import {
  usageMonths,
  type AiUsageFeature,
  type AiUsageRow,
  type AiUsageUnit,
} from '@stepwise/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { aiUsage } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';

export interface AiUsageEntry {
  feature: AiUsageFeature;
  /** The provider's kind and model ('openai-compatible:gpt-4o-mini'), or 'offline'. */
  provider: string;
  unit: AiUsageUnit;
  quantity: number;
  userId?: string | null | undefined;
}

type Log = { error(o: unknown, msg: string): void } | undefined;

/** Records one use; never throws (the feature already happened). */
export async function recordAiUsage(tenant: Tenant, entry: AiUsageEntry, log?: Log): Promise<void> {
  try {
    const quantity = Number.isFinite(entry.quantity) ? Math.max(0, entry.quantity) : 0;
    await tenant.insert(aiUsage, {
      id: newId(),
      feature: entry.feature,
      provider: entry.provider.slice(0, 200),
      unit: entry.unit,
      quantity,
      userId: entry.userId ?? null,
    });
  } catch (err) {
    (log ?? console).error({ err, feature: entry.feature }, 'AI usage could not be recorded');
  }
}

/** The same, for a job that has the database and the organisation id but no tenant. */
export function recordAiUsageFor(
  db: Db,
  organizationId: string,
  entry: AiUsageEntry,
  log?: Log,
): Promise<void> {
  return recordAiUsage(new Tenant(db, organizationId), entry, log);
}

/** Usage per month × feature × provider over the last `months` months (UTC), oldest first. */
export async function usageReport(
  tenant: Tenant,
  months: number,
  now = new Date(),
): Promise<{ months: string[]; items: AiUsageRow[] }> {
  const list = usageMonths(months, now);
  const since = new Date(`${list[0]}-01T00:00:00Z`);
  const rows = await tenant.query<{
    month: string;
    feature: string;
    provider: string;
    unit: string;
    requests: number;
    quantity: number;
  }>(
    (from) => sql`
      select to_char(${aiUsage.at} at time zone 'UTC', 'YYYY-MM') as month,
             ${aiUsage.feature} as feature, ${aiUsage.provider} as provider, ${aiUsage.unit} as unit,
             count(*)::int as requests, coalesce(sum(${aiUsage.quantity}), 0)::float8 as quantity
      from ${from(aiUsage)}
      where ${aiUsage.at} >= ${since.toISOString()}::timestamptz
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4`,
  );
  const byKey = new Map<string, AiUsageRow>();
  for (const r of rows) {
    const key = `${r.month}\u0000${r.feature}\u0000${r.provider}`;
    const row = byKey.get(key) ?? {
      month: r.month,
      feature: r.feature,
      provider: r.provider,
      requests: 0,
      quantities: {},
    };
    row.requests += Number(r.requests);
    row.quantities[r.unit] = (row.quantities[r.unit] ?? 0) + Number(r.quantity);
    byKey.set(key, row);
  }
  return { months: list, items: [...byKey.values()] };
}
