/**
 * /admin/setting/interface-language (issue 25): the organisation's default interface language
 * (new members start with it) and the languages offered to members, of the 15 the portal ships.
 */
import { getInterfaceLanguage, updateInterfaceLanguage } from '@stepwise/api';
import {
  INTERFACE_LANGUAGES,
  interfaceLanguageProblem,
  orderedLanguages,
  type InterfaceLanguage,
  type InterfaceLanguageSettings,
} from '@stepwise/core';
import { Checkbox } from '@stepwise/ui';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { LANGUAGE_NAMES, useT } from '../../../shell/i18n';
import { SaveBar, type SaveState } from './save-bar';
import './admin-settings.css';

const PROBLEM_KEY = {
  'none-offered': 'admin.language.noneOffered',
  'default-not-offered': 'admin.language.defaultNotOffered',
} as const;

export function InterfaceLanguagePage() {
  const t = useT();
  const [load, retry] = useLoad('interface-language', () => getInterfaceLanguage(api));
  return (
    <section className="settings-page" data-testid="interface-language-page">
      <header className="page-header">
        <h1>{t('admin.language.title')}</h1>
      </header>
      <p className="hint">{t('admin.language.intro')}</p>
      <LoadState load={load} onRetry={retry} testId="interface-language" />
      {load.state === 'ready' && <InterfaceLanguageForm saved={load.value} />}
    </section>
  );
}

export function InterfaceLanguageForm({ saved }: { saved: InterfaceLanguageSettings }) {
  const t = useT();
  const id = useId();
  const [defaultLanguage, setDefault] = useState<InterfaceLanguage>(saved.defaultLanguage);
  const [offered, setOffered] = useState<InterfaceLanguage[]>(saved.offeredLanguages);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const problem = interfaceLanguageProblem(defaultLanguage, offered);

  const toggle = (language: InterfaceLanguage, on: boolean) => {
    setOffered((list) =>
      orderedLanguages(on ? [...list, language] : list.filter((l) => l !== language)),
    );
    setSave({ state: 'idle' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || save.state === 'saving') return;
    setSave({ state: 'saving' });
    try {
      const written = await updateInterfaceLanguage(api, {
        defaultLanguage,
        offeredLanguages: offered,
      });
      setDefault(written.defaultLanguage);
      setOffered(written.offeredLanguages);
      setSave({ state: 'saved' });
    } catch (err) {
      setSave({ state: 'failed', message: messageOf(err) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.language.title')}>
      <div className="settings-field">
        <label htmlFor={`${id}-default`}>{t('admin.language.default')}</label>
        <select
          id={`${id}-default`}
          value={defaultLanguage}
          onChange={(e) => {
            setDefault(e.currentTarget.value as InterfaceLanguage);
            setSave({ state: 'idle' });
          }}
          data-testid="language-default"
        >
          {INTERFACE_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{t('admin.language.offered')}</legend>
        <ul className="settings-checks" data-testid="language-offered">
          {INTERFACE_LANGUAGES.map((l) => (
            <li key={l}>
              <Checkbox
                checked={offered.includes(l)}
                onCheckedChange={(on) => toggle(l, on === true)}
                data-testid={`language-offer-${l}`}
              >
                <span lang={l}>{LANGUAGE_NAMES[l]}</span>
              </Checkbox>
            </li>
          ))}
        </ul>
      </fieldset>
      {problem && (
        <p className="field-error" role="alert" data-testid="language-problem">
          {t(PROBLEM_KEY[problem])}
        </p>
      )}
      <SaveBar save={save} disabled={problem !== null} testId="interface-language" />
    </form>
  );
}
