/**
 * /admin/setting/maven (issue 25; 002 §9): the assistant's switches (Ask Maven, Smart Assist —
 * organisation feature flags), its preset questions (add, edit, reorder with buttons, remove;
 * at most MAVEN_PRESET_QUESTIONS_MAX), the retrieval top-k (default 5) and the greeting.
 * GET / PUT /v1/organization-settings/my/maven; the assistant serves these presets.
 */
import { getMavenSettings, updateMavenSettings } from '@stepwise/api';
import {
  MAVEN_GREETING_MAX_LENGTH,
  MAVEN_PRESET_QUESTION_MAX_LENGTH,
  MAVEN_PRESET_QUESTIONS_MAX,
  MAVEN_TOP_K_DEFAULT,
  MAVEN_TOP_K_MAX,
  MAVEN_TOP_K_MIN,
  moveItem,
  type MavenAnswer,
} from '@stepwise/core';
import { Button, Switch } from '@stepwise/ui';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { api } from '../../../api';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../shell/i18n';
import { SaveBar, type SaveState } from './save-bar';
import './admin-settings.css';

/** Index of each preset that repeats an earlier one (case-insensitive) or is empty. */
export function presetProblems(presets: readonly string[]): ('empty' | 'duplicate' | null)[] {
  const seen = new Set<string>();
  return presets.map((q) => {
    const key = q.trim().toLowerCase();
    if (!key) return 'empty';
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
    return null;
  });
}

export function MavenSettingsPage() {
  const t = useT();
  const [load, retry] = useLoad('maven-settings', () => getMavenSettings(api));
  return (
    <section className="settings-page" data-testid="maven-settings-page">
      <header className="page-header">
        <h1>{t('admin.maven.title')}</h1>
      </header>
      <p className="hint">{t('admin.maven.intro')}</p>
      <LoadState load={load} onRetry={retry} testId="maven-settings" />
      {load.state === 'ready' && <MavenSettingsForm saved={load.value} />}
    </section>
  );
}

export function MavenSettingsForm({ saved }: { saved: MavenAnswer }) {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<MavenAnswer>(saved);
  const [topK, setTopK] = useState(String(saved.topK));
  const [draft, setDraft] = useState('');
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const problems = presetProblems(form.presetQuestions);
  const topKValue = Number(topK);
  const topKBad =
    !Number.isInteger(topKValue) || topKValue < MAVEN_TOP_K_MIN || topKValue > MAVEN_TOP_K_MAX;
  const full = form.presetQuestions.length >= MAVEN_PRESET_QUESTIONS_MAX;
  const draftDuplicate = presetProblems([...form.presetQuestions, draft]).at(-1) === 'duplicate';
  const blocked = topKBad || problems.some((p) => p !== null);

  const edit = (patch: Partial<MavenAnswer>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSave({ state: 'idle' });
  };
  const setPresets = (presetQuestions: string[]) => edit({ presetQuestions });
  const add = () => {
    const q = draft.trim();
    if (!q || full || draftDuplicate) return;
    setPresets([...form.presetQuestions, q]);
    setDraft('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || save.state === 'saving') return;
    setSave({ state: 'saving' });
    try {
      const written = await updateMavenSettings(api, {
        maven: form.maven,
        smartAssist: form.smartAssist,
        presetQuestions: form.presetQuestions.map((q) => q.trim()),
        topK: topKValue,
        greeting: form.greeting,
      });
      setForm(written);
      setTopK(String(written.topK));
      setSave({ state: 'saved' });
    } catch (err) {
      setSave({ state: 'failed', message: messageOf(err) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.maven.title')}>
      <fieldset>
        <legend>{t('admin.maven.switches')}</legend>
        <Switch
          checked={form.maven}
          onCheckedChange={(on) => edit({ maven: on })}
          data-testid="maven-enabled"
        >
          {t('admin.maven.enabled')}
        </Switch>
        <Switch
          checked={form.smartAssist}
          onCheckedChange={(on) => edit({ smartAssist: on })}
          data-testid="maven-smart-assist"
        >
          {t('admin.maven.smartAssist')}
        </Switch>
      </fieldset>

      <fieldset>
        <legend>{t('admin.maven.presets')}</legend>
        <p className="hint">{t('admin.maven.presetsHint', { max: MAVEN_PRESET_QUESTIONS_MAX })}</p>
        {form.presetQuestions.length === 0 ? (
          <p className="muted" data-testid="maven-presets-empty">
            {t('admin.maven.presetsEmpty')}
          </p>
        ) : (
          <ol className="settings-list" data-testid="maven-presets">
            {form.presetQuestions.map((question, index) => {
              const problem = problems[index];
              const last = index === form.presetQuestions.length - 1;
              return (
                <li key={index} data-testid="maven-preset">
                  <input
                    type="text"
                    value={question}
                    maxLength={MAVEN_PRESET_QUESTION_MAX_LENGTH}
                    aria-label={t('admin.maven.presetLabel', { index: index + 1 })}
                    aria-invalid={problem ? true : undefined}
                    onChange={(e) =>
                      setPresets(
                        form.presetQuestions.map((q, i) =>
                          i === index ? e.currentTarget.value : q,
                        ),
                      )
                    }
                    data-testid="maven-preset-input"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={t('admin.maven.moveUp', { question })}
                    onClick={() => setPresets(moveItem(form.presetQuestions, index, -1))}
                    data-testid="maven-preset-up"
                  >
                    {t('admin.maven.up')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={last}
                    aria-label={t('admin.maven.moveDown', { question })}
                    onClick={() => setPresets(moveItem(form.presetQuestions, index, 1))}
                    data-testid="maven-preset-down"
                  >
                    {t('admin.maven.down')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.maven.removePreset', { question })}
                    onClick={() => setPresets(form.presetQuestions.filter((_, i) => i !== index))}
                    data-testid="maven-preset-remove"
                  >
                    {t('admin.settings.remove')}
                  </Button>
                  {problem && (
                    <p className="field-error">
                      {problem === 'duplicate'
                        ? t('admin.maven.presetDuplicate')
                        : t('admin.maven.presetEmpty')}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <label htmlFor={`${id}-draft`}>{t('admin.maven.newPreset')}</label>
        <div className="settings-add">
          <input
            id={`${id}-draft`}
            type="text"
            value={draft}
            disabled={full}
            maxLength={MAVEN_PRESET_QUESTION_MAX_LENGTH}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={onDraftKey}
            data-testid="maven-preset-new"
          />
          <Button
            onClick={add}
            disabled={full || !draft.trim() || draftDuplicate}
            data-testid="maven-preset-add"
          >
            {t('admin.settings.add')}
          </Button>
        </div>
        {full && (
          <p className="hint">
            {t('admin.maven.presetLimit', { max: MAVEN_PRESET_QUESTIONS_MAX })}
          </p>
        )}
        {draftDuplicate && <p className="field-error">{t('admin.maven.presetDuplicate')}</p>}
      </fieldset>

      <div className="settings-field">
        <label htmlFor={`${id}-topk`}>{t('admin.maven.topK')}</label>
        <input
          id={`${id}-topk`}
          type="number"
          inputMode="numeric"
          min={MAVEN_TOP_K_MIN}
          max={MAVEN_TOP_K_MAX}
          value={topK}
          aria-invalid={topKBad || undefined}
          aria-describedby={`${id}-topk-hint`}
          onChange={(e) => {
            setTopK(e.currentTarget.value);
            setSave({ state: 'idle' });
          }}
          data-testid="maven-topk"
        />
        <p id={`${id}-topk-hint`} className={topKBad ? 'field-error' : 'hint'}>
          {t('admin.maven.topKHint', {
            min: MAVEN_TOP_K_MIN,
            max: MAVEN_TOP_K_MAX,
            default: MAVEN_TOP_K_DEFAULT,
          })}
        </p>
      </div>

      <div className="settings-field">
        <label htmlFor={`${id}-greeting`}>{t('admin.maven.greeting')}</label>
        <textarea
          id={`${id}-greeting`}
          rows={3}
          value={form.greeting}
          maxLength={MAVEN_GREETING_MAX_LENGTH}
          aria-describedby={`${id}-greeting-hint`}
          onChange={(e) => edit({ greeting: e.currentTarget.value })}
          data-testid="maven-greeting"
        />
        <p id={`${id}-greeting-hint`} className="hint">
          {t('admin.maven.greetingHint', { max: MAVEN_GREETING_MAX_LENGTH })}
        </p>
      </div>
      <SaveBar save={save} disabled={blocked} testId="maven-settings" />
    </form>
  );
}
