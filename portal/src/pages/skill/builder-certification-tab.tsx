/** The builder's certification tab: on or off, automatic or manual, months of validity. */
import { updateSkill } from '@stepwise/api';
import {
  CERTIFICATE_VALIDITY_MONTHS_MAX,
  type Skill,
  type SkillCertification,
} from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';

/** Months typed in the form: null = never expires ('' ), undefined = invalid. */
export function validityOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= 1 && months <= CERTIFICATE_VALIDITY_MONTHS_MAX ? months : undefined;
}

export function BuilderCertificationTab({
  skill,
  onSaved,
}: {
  skill: Skill;
  onSaved: (skill: Skill) => void;
}) {
  const id = useId();
  const [enabled, setEnabled] = useState(skill.certification.enabled);
  const [mode, setMode] = useState(skill.certification.mode);
  const [months, setMonths] = useState(
    skill.certification.validityMonths === null ? '' : String(skill.certification.validityMonths),
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const validity = validityOf(months);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (validity === undefined) return;
    const certification: SkillCertification = { enabled, mode, validityMonths: validity };
    setBusy(true);
    setMessage(null);
    try {
      onSaved(await updateSkill(api, skill.id, { certification }));
      setMessage({ ok: true, text: t('skills.saved') });
    } catch (err) {
      setMessage({ ok: false, text: `${t('skills.alertFailedSavedSkill')} ${messageOf(err)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="skill-form"
      onSubmit={(e) => void submit(e)}
      data-testid="builder-certification"
      noValidate
    >
      <label className="skill-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          data-testid="certification-enabled"
        />
        {t('skills.certificationEnabled')}
      </label>
      <fieldset disabled={!enabled}>
        <legend>{t('skills.certificationMode')}</legend>
        <label className="skill-check">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'automatic'}
            onChange={() => setMode('automatic')}
            data-testid="certification-automatic"
          />
          {t('skills.modeAutomatic')}
        </label>
        <label className="skill-check">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'manual'}
            onChange={() => setMode('manual')}
            data-testid="certification-manual"
          />
          {t('skills.modeManual')}
        </label>
        <label htmlFor={`${id}-months`}>{t('skills.validityMonths')}</label>
        <input
          id={`${id}-months`}
          inputMode="numeric"
          value={months}
          placeholder={t('skills.neverExpires')}
          aria-invalid={validity === undefined}
          onChange={(e) => setMonths(e.target.value)}
          data-testid="certification-months"
        />
        {validity === undefined && (
          <p className="form-error">
            {t('skills.validityInvalid', { max: CERTIFICATE_VALIDITY_MONTHS_MAX })}
          </p>
        )}
      </fieldset>
      {message && (
        <p className={message.ok ? 'notice' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={busy || validity === undefined}
          data-testid="certification-save"
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
