/**
 * /admin/integrations (issue 25; route map: the integrations feature): the real state of each
 * integration — e-learning (SCORM export and its history), single sign-on (the SSO domains),
 * Zoom (feature zoomIntegration, with the /zoomlanding page), the AI providers (the credit
 * dashboard's status) and the data hub (feature dataHub) — and what to do. A switch only where
 * a setting backs it (the two feature flags).
 */
import { listIntegrations, setFeatureFlag } from '@stepwise/api';
import type { IntegrationStatus } from '@stepwise/core';
import { Switch } from '@stepwise/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../shell/i18n';
import './admin-settings.css';

export function IntegrationsPage() {
  const t = useT();
  const [load, retry] = useLoad('integrations', () => listIntegrations(api));
  return (
    <section className="settings-page" data-testid="integrations-page">
      <header className="page-header">
        <h1>{t('admin.integrations.title')}</h1>
      </header>
      <p className="hint">{t('admin.integrations.intro')}</p>
      <LoadState load={load} onRetry={retry} testId="integrations" />
      {load.state === 'ready' && (
        <IntegrationsView
          items={load.value}
          onToggle={(flag, on) => setFeatureFlag(api, flag, on)}
        />
      )}
    </section>
  );
}

type Flag = 'zoomIntegration' | 'dataHub';

export function IntegrationsView({
  items,
  onToggle,
}: {
  items: readonly IntegrationStatus[];
  onToggle: (flag: Flag, on: boolean) => Promise<void>;
}) {
  const t = useT();
  const [state, setState] = useState(() => new Map(items.map((i) => [i.key, i.enabled])));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (item: IntegrationStatus, on: boolean) => {
    if (!item.flag) return;
    setBusy(item.key);
    setFailure(null);
    try {
      await onToggle(item.flag as Flag, on);
      setState((m) => new Map(m).set(item.key, on));
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const body = (item: IntegrationStatus, on: boolean) => {
    switch (item.key) {
      case 'elearning':
        return (
          <>
            <p>{t('admin.integrations.elearning.detail', { exports: Number(item.detail ?? 0) })}</p>
            <Link to="/admin/scorm-export-history">{t('admin.integrations.elearning.link')}</Link>
          </>
        );
      case 'sso':
        return (
          <p>
            {on
              ? t('admin.integrations.sso.on', { domains: item.detail ?? '' })
              : t('admin.integrations.sso.off')}
          </p>
        );
      case 'zoom':
        return <p>{t('admin.integrations.zoom.detail')}</p>;
      case 'ai':
        return (
          <>
            <p>
              {on
                ? t('admin.integrations.ai.on', { list: item.detail ?? '' })
                : t('admin.integrations.ai.off')}
            </p>
            <Link to="/admin/credit-dashboard">{t('admin.integrations.ai.link')}</Link>
          </>
        );
      case 'data-hub':
        return (
          <>
            <p>{t('admin.integrations.dataHub.detail')}</p>
            {on && <Link to="/data-hub">{t('admin.integrations.dataHub.link')}</Link>}
          </>
        );
      default:
        return null;
    }
  };

  const names: Record<string, string> = {
    elearning: t('admin.integrations.elearning.name'),
    sso: t('admin.integrations.sso.name'),
    zoom: t('admin.integrations.zoom.name'),
    ai: t('admin.integrations.ai.name'),
    'data-hub': t('admin.integrations.dataHub.name'),
  };

  return (
    <>
      {failure && (
        <p className="form-error" role="alert" data-testid="integrations-error">
          {failure}
        </p>
      )}
      <ul className="integration-list" data-testid="integrations">
        {items.map((item) => {
          const on = state.get(item.key) ?? item.enabled;
          const name = names[item.key] ?? item.key;
          return (
            <li
              key={item.key}
              className="settings-card"
              data-testid="integration"
              data-key={item.key}
              data-enabled={on}
            >
              <h2>{name}</h2>
              {item.flag ? (
                <Switch
                  checked={on}
                  disabled={busy === item.key}
                  onCheckedChange={(next) => void toggle(item, next)}
                  aria-label={t('admin.integrations.toggle', { name })}
                  data-testid={`integration-toggle-${item.key}`}
                >
                  {on ? t('admin.integrations.on') : t('admin.integrations.off')}
                </Switch>
              ) : (
                <p className={on ? 'status-on' : 'status-off'}>
                  {on ? t('admin.integrations.on') : t('admin.integrations.off')}
                </p>
              )}
              {body(item, on)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
