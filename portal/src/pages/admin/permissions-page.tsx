import { getOrganizationSettings, updateCustomizedPermissions } from '@stepwise/api';
import { MAX_ALLOWED_ORIGINS, type CustomizedPermissions } from '@stepwise/core';
import { Alert, Button, Spinner, Switch } from '@stepwise/ui';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { useSession } from '../../session/use-session';
import {
  AUTO_LOGOUT_MAX_MINUTES,
  AUTO_LOGOUT_MIN_MINUTES,
  changesOf,
  formOf,
  hasChanges,
  invalidOrigins,
  originToAdd,
  timeoutMinutes,
  type OriginProblem,
  type PermissionsForm,
} from './permissions-form';
import { OrganizationLogoCard } from './organization-logo-card';
import './permissions-page.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; saved: CustomizedPermissions };

const ORIGIN_PROBLEM_KEY = {
  empty: 'permissions.origin.empty',
  invalid: 'permissions.origin.invalid',
  duplicate: 'permissions.origin.duplicate',
  tooMany: 'permissions.origin.tooMany',
} as const satisfies Record<OriginProblem, string>;

/**
 * /admin/setting/permissions (000 §2, §3; issue 6): the organisation's customised permissions —
 * public links, downloads, auto logout with its timeout, and the allow-list of host origins that
 * may drive the player in an iframe. Org admins only (route map: the permissions flag). IP
 * restriction lives on its own page. A save sends only what changed, in one versioned write.
 * The organisation logo the share page shows has its own card here (organization-logo-card.tsx).
 */
export function PermissionsPage() {
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [form, setForm] = useState<PermissionsForm | null>(null);
  const [newOrigin, setNewOrigin] = useState('');
  const [originProblem, setOriginProblem] = useState<OriginProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const originInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    getOrganizationSettings(api).then(
      (settings) => {
        if (!live) return;
        setLoaded({ status: 'ready', saved: settings.customizedPermissions });
        setForm(formOf(settings.customizedPermissions));
      },
      (err: unknown) => live && setLoaded({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retryLoad = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const saved = loaded.status === 'ready' ? loaded.saved : null;
  const changes = saved && form ? changesOf(saved, form) : null;
  const dirty = saved !== null && form !== null && (changes === null || hasChanges(changes));
  const timeout = form ? timeoutMinutes(form.autoLogoutTimeout) : null;
  const timeoutInvalid = form !== null && form.allowAutoLogout && typeof timeout !== 'number';
  const stale = form ? new Set(invalidOrigins(form.allowedOrigins)) : new Set<string>();

  const edit = (patch: Partial<PermissionsForm>) => {
    setForm((before) => (before ? { ...before, ...patch } : before));
    setSavedNotice(false);
    setSaveFailure(null);
  };

  const addOrigin = () => {
    if (!form) return;
    const result = originToAdd(form.allowedOrigins, newOrigin);
    if ('problem' in result) {
      setOriginProblem(result.problem);
      return;
    }
    edit({ allowedOrigins: [...form.allowedOrigins, result.origin] });
    setNewOrigin('');
    setOriginProblem(null);
    setAnnouncement(t('permissions.originAdded', { origin: result.origin }));
  };

  const removeOrigin = (origin: string) => {
    if (!form) return;
    edit({ allowedOrigins: form.allowedOrigins.filter((item) => item !== origin) });
    setAnnouncement(t('permissions.originRemoved', { origin }));
    // The button that had focus is gone: keep the keyboard in the list's section.
    originInput.current?.focus();
  };

  const onOriginKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the origin here; it must not submit the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addOrigin();
    }
  };

  const save = async () => {
    if (!saved || !changes || !hasChanges(changes) || saving) return;
    setSaving(true);
    setSaveFailure(null);
    setSavedNotice(false);
    try {
      const settings = await updateCustomizedPermissions(api, changes);
      setLoaded({ status: 'ready', saved: settings.customizedPermissions });
      setForm(formOf(settings.customizedPermissions));
      setSavedNotice(true);
      // The idle timer reads the session's copy of the settings (000 §4 auto logout).
      const sessionTouched = 'allowAutoLogout' in changes || 'autoLogoutTimeout' in changes;
      if (sessionTouched && session.status === 'signed-in') void session.reload();
    } catch (err) {
      setSaveFailure(messageOf(err));
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const canSave = dirty && changes !== null && !saving;
  const originErrorId = 'permissions-origin-error';
  const timeoutErrorId = 'permissions-timeout-error';

  return (
    <section className="permissions-page" data-testid="permissions-settings">
      <header className="page-header">
        <h1>{t('permissions.title')}</h1>
      </header>
      <p className="hint">{t('permissions.intro')}</p>
      <OrganizationLogoCard />

      {loaded.status === 'loading' && (
        <p role="status" data-testid="permissions-loading">
          <Spinner size="sm" label={t('permissions.loading')} /> {t('permissions.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <Alert
          tone="danger"
          title={t('permissions.loadFailed')}
          data-testid="permissions-load-failed"
          action={<Button onClick={retryLoad}>{t('common.retry')}</Button>}
        >
          {loaded.message}
        </Alert>
      )}

      {loaded.status === 'ready' && form && (
        <form onSubmit={onSubmit} noValidate aria-label={t('permissions.title')}>
          <fieldset>
            <legend>{t('permissions.sharing')}</legend>
            <div className="permissions-switch">
              <Switch
                checked={form.disablePublicLinks}
                onCheckedChange={(on) => edit({ disablePublicLinks: on })}
                aria-describedby="permissions-public-links-hint"
                data-testid="permissions-disable-public-links"
              >
                {t('permissions.disablePublicLinks')}
              </Switch>
              <p id="permissions-public-links-hint" className="hint">
                {t('permissions.disablePublicLinksHint')}
              </p>
            </div>
            <div className="permissions-switch">
              <Switch
                checked={form.disableDownloads}
                onCheckedChange={(on) => edit({ disableDownloads: on })}
                aria-describedby="permissions-downloads-hint"
                data-testid="permissions-disable-downloads"
              >
                {t('permissions.disableDownloads')}
              </Switch>
              <p id="permissions-downloads-hint" className="hint">
                {t('permissions.disableDownloadsHint')}
              </p>
            </div>
          </fieldset>

          <fieldset>
            <legend>{t('permissions.session')}</legend>
            <div className="permissions-switch">
              <Switch
                checked={form.allowAutoLogout}
                onCheckedChange={(on) => edit({ allowAutoLogout: on })}
                data-testid="permissions-auto-logout"
              >
                {t('permissions.autoLogout')}
              </Switch>
            </div>
            <label htmlFor="permissions-timeout">{t('permissions.autoLogoutTimeout')}</label>
            <input
              id="permissions-timeout"
              className="permissions-timeout"
              type="number"
              inputMode="numeric"
              min={AUTO_LOGOUT_MIN_MINUTES}
              max={AUTO_LOGOUT_MAX_MINUTES}
              step={1}
              value={form.autoLogoutTimeout}
              disabled={!form.allowAutoLogout}
              aria-invalid={timeoutInvalid}
              aria-describedby={timeoutInvalid ? timeoutErrorId : undefined}
              onChange={(e) => edit({ autoLogoutTimeout: e.currentTarget.value })}
              data-testid="permissions-timeout"
            />
            {timeoutInvalid && (
              <p
                id={timeoutErrorId}
                className="field-error"
                data-testid="permissions-timeout-error"
              >
                {t('permissions.timeoutRange', {
                  min: AUTO_LOGOUT_MIN_MINUTES,
                  max: AUTO_LOGOUT_MAX_MINUTES,
                })}
              </p>
            )}
          </fieldset>

          <fieldset>
            <legend>{t('permissions.origins')}</legend>
            <p id="permissions-origins-hint" className="hint">
              {t('permissions.originsHint')}
            </p>
            {form.allowedOrigins.length === 0 ? (
              <p data-testid="allowed-origins-empty">{t('permissions.originsEmpty')}</p>
            ) : (
              <ul
                className="permissions-origins"
                aria-label={t('permissions.origins')}
                data-testid="allowed-origins"
              >
                {form.allowedOrigins.map((origin) => (
                  <li key={origin} data-testid="allowed-origin" data-origin={origin}>
                    <code>{origin}</code>
                    {stale.has(origin) && (
                      <span className="field-error" data-testid="allowed-origin-invalid">
                        {t('permissions.origin.storedInvalid')}
                      </span>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('permissions.removeOrigin', { origin })}
                      onClick={() => removeOrigin(origin)}
                      data-testid="remove-origin"
                    >
                      {t('permissions.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <label htmlFor="permissions-new-origin">{t('permissions.newOrigin')}</label>
            <div className="permissions-add-origin">
              <input
                id="permissions-new-origin"
                ref={originInput}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://lms.example.com"
                value={newOrigin}
                aria-invalid={originProblem !== null}
                aria-describedby={
                  originProblem
                    ? `${originErrorId} permissions-origins-hint`
                    : 'permissions-origins-hint'
                }
                onChange={(e) => {
                  setNewOrigin(e.currentTarget.value);
                  setOriginProblem(null);
                }}
                onKeyDown={onOriginKey}
                data-testid="new-origin"
              />
              <Button onClick={addOrigin} data-testid="add-origin">
                {t('permissions.addOrigin')}
              </Button>
            </div>
            {originProblem && (
              <p
                id={originErrorId}
                className="field-error"
                role="alert"
                data-testid="origin-error"
                data-problem={originProblem}
              >
                {t(ORIGIN_PROBLEM_KEY[originProblem], { max: MAX_ALLOWED_ORIGINS })}
              </p>
            )}
            <p className="hint" data-testid="allowed-origins-count">
              {t('permissions.originsCount', {
                count: form.allowedOrigins.length,
                max: MAX_ALLOWED_ORIGINS,
              })}
            </p>
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
          </fieldset>

          {saveFailure && (
            <Alert
              tone="danger"
              title={t('permissions.saveFailed')}
              data-testid="permissions-save-failed"
              action={
                <Button onClick={() => void save()} disabled={!canSave}>
                  {t('common.retry')}
                </Button>
              }
            >
              {saveFailure}
            </Alert>
          )}
          {savedNotice && (
            <Alert tone="success" data-testid="permissions-saved">
              {t('permissions.saved')}
            </Alert>
          )}
          <div className="form-actions">
            <Button
              disabled={!dirty || saving}
              onClick={() => {
                if (saved) setForm(formOf(saved));
                setSaveFailure(null);
                setOriginProblem(null);
              }}
              data-testid="permissions-discard"
            >
              {t('permissions.discard')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              disabled={!canSave}
              aria-busy={saving || undefined}
              data-testid="permissions-save"
            >
              {saving ? t('permissions.saving') : t('common.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
