/**
 * /admin/credit-dashboard (issue 25): the AI providers' usage per month and feature (requests,
 * and tokens, audio seconds or characters where the provider reports them), as bars per month
 * and a table, and the configured providers' status (GET /v1/ai-usage).
 */
import { getAiUsage } from '@stepwise/api';
import {
  AI_USAGE_FEATURES,
  AI_USAGE_MONTHS_DEFAULT,
  AI_USAGE_UNITS,
  type AiUsageAnswer,
} from '@stepwise/core';
import { useId, useState } from 'react';
import { api } from '../../../api';
import { BarChart, useNumberFormats } from '../../../components/charts';
import { LoadState } from '../../../components/load-state';
import { useLoad } from '../../../lib/use-load';
import { localeTagOf, useLanguage, useT, type MessageKey } from '../../../shell/i18n';
import './admin-settings.css';

const PERIODS = [3, 6, 12, 24] as const;

export function CreditDashboardPage() {
  const t = useT();
  const id = useId();
  const [months, setMonths] = useState<number>(AI_USAGE_MONTHS_DEFAULT);
  const [load, retry] = useLoad(`ai-usage-${months}`, () => getAiUsage(api, months));
  return (
    <section className="settings-page" data-testid="credit-dashboard-page">
      <header className="page-header">
        <h1>{t('admin.credit.title')}</h1>
      </header>
      <p className="hint">{t('admin.credit.intro')}</p>
      <label htmlFor={`${id}-months`}>{t('admin.credit.months')}</label>{' '}
      <select
        id={`${id}-months`}
        value={months}
        onChange={(e) => setMonths(Number(e.currentTarget.value))}
        data-testid="credit-months"
      >
        {PERIODS.map((n) => (
          <option key={n} value={n}>
            {t(`admin.credit.period${n}`)}
          </option>
        ))}
      </select>
      <LoadState load={load} onRetry={retry} testId="credit" />
      {load.state === 'ready' && <CreditDashboardView usage={load.value} />}
    </section>
  );
}

const CAPABILITIES = ['chat', 'transcription', 'text-to-speech', 'embeddings'];
const known = (list: readonly string[], value: string) => list.includes(value);

export function CreditDashboardView({ usage }: { usage: AiUsageAnswer }) {
  const t = useT();
  const { language } = useLanguage();
  const formats = useNumberFormats();
  const monthName = new Intl.DateTimeFormat(localeTagOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthLabel = (m: string) => monthName.format(new Date(`${m}-01T00:00:00Z`));
  const featureText = (f: string) =>
    known(AI_USAGE_FEATURES, f) ? t(`admin.credit.feature.${f}` as MessageKey) : f;
  const capabilityText = (c: string) =>
    known(CAPABILITIES, c) ? t(`admin.credit.capability.${c}` as MessageKey) : c;
  const perMonth = usage.months.map((m) => ({
    label: monthLabel(m),
    value: usage.items.filter((i) => i.month === m).reduce((n, i) => n + i.requests, 0),
  }));
  const quantityText = (quantities: Record<string, number>) =>
    Object.entries(quantities)
      .map(([unit, value]) =>
        known(AI_USAGE_UNITS, unit)
          ? t(`admin.credit.unit.${unit}` as MessageKey, { value: formats.count(value) })
          : `${formats.count(value)} ${unit}`,
      )
      .join(', ');

  return (
    <div className="credit-dashboard" data-testid="credit-dashboard">
      {usage.items.length === 0 ? (
        <p className="muted" data-testid="credit-empty">
          {t('admin.credit.empty')}
        </p>
      ) : (
        <>
          <BarChart
            title={t('admin.credit.chartTitle')}
            data={perMonth}
            labelName={t('admin.credit.month')}
            valueName={t('admin.credit.requests')}
            testId="credit-chart"
          />
          <table className="settings-table" data-testid="credit-table">
            <caption className="visually-hidden">{t('admin.credit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.credit.month')}</th>
                <th scope="col">{t('admin.credit.featureColumn')}</th>
                <th scope="col">{t('admin.credit.provider')}</th>
                <th scope="col">{t('admin.credit.requests')}</th>
                <th scope="col">{t('admin.credit.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.items.map((row) => (
                <tr
                  key={`${row.month}-${row.feature}-${row.provider}`}
                  data-testid="credit-row"
                  data-feature={row.feature}
                >
                  <td>{monthLabel(row.month)}</td>
                  <td>{featureText(row.feature)}</td>
                  <td>{row.provider === 'offline' ? t('admin.credit.offline') : row.provider}</td>
                  <td>{formats.count(row.requests)}</td>
                  <td>{quantityText(row.quantities)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h2>{t('admin.credit.providers')}</h2>
      <table className="settings-table" data-testid="credit-providers">
        <thead>
          <tr>
            <th scope="col">{t('admin.credit.capabilityColumn')}</th>
            <th scope="col">{t('admin.credit.status')}</th>
            <th scope="col">{t('admin.credit.provider')}</th>
          </tr>
        </thead>
        <tbody>
          {usage.providers.map((p) => (
            <tr key={p.capability} data-testid="credit-provider" data-status={p.status}>
              <td>{capabilityText(p.capability)}</td>
              <td>
                {p.status === 'configured'
                  ? t('admin.credit.configured')
                  : t('admin.credit.notConfigured')}
              </td>
              <td>{p.provider ?? p.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
