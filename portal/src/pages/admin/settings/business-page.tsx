/**
 * /admin/business (issue 25): the organisation's name and business details, kept in the
 * settings document (GET / PUT /v1/organization-settings/my/business). Fields are checked with
 * core's schema as they are typed; the server checks them again.
 */
import { getBusiness, updateBusiness } from '@stepwise/api';
import {
  BUSINESS_ADDRESS_MAX,
  BUSINESS_NAME_MAX,
  BUSINESS_PHONE_MAX,
  BUSINESS_SIZES,
  BUSINESS_TEXT_MAX,
  businessUpdateSchema,
  type Business,
} from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { useT, type MessageKey } from '../../../shell/i18n';
import { SaveBar, type SaveState } from './save-bar';
import './admin-settings.css';

type TextField = 'name' | 'industry' | 'country' | 'address' | 'contactEmail' | 'phone' | 'website';

const FIELDS: {
  name: TextField;
  label: MessageKey;
  max: number;
  type: string;
  error?: MessageKey;
}[] = [
  {
    name: 'name',
    label: 'admin.business.name',
    max: BUSINESS_NAME_MAX,
    type: 'text',
    error: 'admin.business.nameRequired',
  },
  { name: 'industry', label: 'admin.business.industry', max: BUSINESS_TEXT_MAX, type: 'text' },
  { name: 'country', label: 'admin.business.country', max: BUSINESS_TEXT_MAX, type: 'text' },
  { name: 'address', label: 'admin.business.address', max: BUSINESS_ADDRESS_MAX, type: 'textarea' },
  {
    name: 'contactEmail',
    label: 'admin.business.contactEmail',
    max: 254,
    type: 'email',
    error: 'admin.business.invalidEmail',
  },
  {
    name: 'phone',
    label: 'admin.business.phone',
    max: BUSINESS_PHONE_MAX,
    type: 'tel',
    error: 'admin.business.invalidPhone',
  },
  {
    name: 'website',
    label: 'admin.business.website',
    max: 2048,
    type: 'url',
    error: 'admin.business.invalidWebsite',
  },
];

/** The fields whose current value core's schema refuses. */
export function invalidBusinessFields(form: Business): Set<string> {
  const parsed = businessUpdateSchema.safeParse(form);
  return new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
}

export function BusinessPage() {
  const t = useT();
  const [load, retry] = useLoad('business', () => getBusiness(api));
  return (
    <section className="settings-page" data-testid="business-page">
      <header className="page-header">
        <h1>{t('admin.business.title')}</h1>
      </header>
      <p className="hint">{t('admin.business.intro')}</p>
      <LoadState load={load} onRetry={retry} testId="business" />
      {load.state === 'ready' && <BusinessForm saved={load.value} />}
    </section>
  );
}

export function BusinessForm({ saved }: { saved: Business }) {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<Business>(saved);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const invalid = invalidBusinessFields(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid.size > 0 || save.state === 'saving') return;
    setSave({ state: 'saving' });
    try {
      setForm(await updateBusiness(api, form));
      setSave({ state: 'saved' });
    } catch (err) {
      setSave({ state: 'failed', message: messageOf(err) });
    }
  };
  const edit = (patch: Partial<Business>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSave({ state: 'idle' });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.business.title')}>
      <div className="settings-fields">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const bad = invalid.has(field.name);
          const common = {
            id: inputId,
            value: form[field.name],
            maxLength: field.max,
            'aria-invalid': bad || undefined,
            'aria-describedby': bad ? `${inputId}-error` : undefined,
            'data-testid': `business-${field.name}`,
          };
          return (
            <div key={field.name} className="settings-field">
              <label htmlFor={inputId}>{t(field.label)}</label>
              {field.type === 'textarea' ? (
                <textarea
                  {...common}
                  rows={3}
                  onChange={(e) => edit({ [field.name]: e.currentTarget.value })}
                />
              ) : (
                <input
                  {...common}
                  type={field.type}
                  onChange={(e) => edit({ [field.name]: e.currentTarget.value })}
                />
              )}
              {bad && (
                <p id={`${inputId}-error`} className="field-error">
                  {t(field.error ?? 'admin.business.tooLong')}
                </p>
              )}
            </div>
          );
        })}
        <div className="settings-field">
          <label htmlFor={`${id}-size`}>{t('admin.business.size')}</label>
          <select
            id={`${id}-size`}
            value={form.size ?? ''}
            onChange={(e) => edit({ size: (e.currentTarget.value || null) as Business['size'] })}
            data-testid="business-size"
          >
            <option value="">{t('admin.business.sizeNone')}</option>
            {BUSINESS_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('admin.business.sizeValue', { size })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SaveBar save={save} disabled={invalid.size > 0} testId="business" />
    </form>
  );
}
