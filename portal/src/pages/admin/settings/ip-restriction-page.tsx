/**
 * /admin/setting/ip-restriction (000 §2, §3, §7): the enable switch and the allowed rules, saved
 * with PUT .../customized-permissions/restricted-ip. The page warns before a save that would
 * lock the admin out; the server refuses such a save and its message is shown as sent.
 */
import { checkIpAccess, getOrganizationSettings, saveIpRestriction } from '@stepwise/api';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../shell/i18n';
import { IpRulesEditor, rulesReady } from './ip-rules-editor';
import { SaveBar, type SaveState } from './save-bar';
import './admin-settings.css';

interface Saved {
  enabled: boolean;
  rules: string[];
  clientIP: string | null;
}

async function readIpRestriction(): Promise<Saved> {
  const [settings, check] = await Promise.all([
    getOrganizationSettings(api),
    checkIpAccess(api).catch(() => null),
  ]);
  return {
    enabled: settings.customizedPermissions.enableRestrictedIP,
    rules: [...settings.customizedPermissions.allowedRules],
    clientIP: check?.clientIP ?? null,
  };
}

export function IpRestrictionPage() {
  const t = useT();
  const [load, retry] = useLoad('ip-restriction', readIpRestriction);
  return (
    <section className="settings-page" data-testid="ip-restriction-page">
      <header className="page-header">
        <h1>{t('admin.ip.title')}</h1>
      </header>
      <p className="hint">{t('admin.ip.intro')}</p>
      <LoadState load={load} onRetry={retry} testId="ip-restriction" />
      {load.state === 'ready' && <IpRestrictionForm saved={load.value} />}
    </section>
  );
}

export function IpRestrictionForm({ saved }: { saved: Saved }) {
  const t = useT();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [rules, setRules] = useState<string[]>(saved.rules);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const ready = rulesReady(rules);

  const edit = () => setSave({ state: 'idle' });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.state === 'saving') return;
    setSave({ state: 'saving' });
    try {
      const written = await saveIpRestriction(api, {
        enableRestrictedIP: enabled,
        allowedRules: rules.map((r) => r.trim()),
      });
      setEnabled(written.enableRestrictedIP);
      setRules([...written.allowedRules]);
      setSave({ state: 'saved' });
    } catch (err) {
      setSave({ state: 'failed', message: messageOf(err) });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('admin.ip.title')}>
      <IpRulesEditor
        enabled={enabled}
        rules={rules}
        clientIP={saved.clientIP}
        onEnabledChange={(on) => {
          setEnabled(on);
          edit();
        }}
        onRulesChange={(next) => {
          setRules(next);
          edit();
        }}
      />
      {!ready && (
        <p className="field-error" data-testid="ip-rules-fix">
          {t('admin.ip.fixProblems')}
        </p>
      )}
      <SaveBar save={save} disabled={!ready} testId="ip-restriction" />
    </form>
  );
}
