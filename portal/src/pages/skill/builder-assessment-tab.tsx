/**
 * The builder's assessment tab: which of the skill's workflows' quizzes must be passed, and the
 * passing score (default 80). Only workflows with a published quiz can be required.
 */
import { getQuizPublishedStatus, setSkillAssessment } from '@stepwise/api';
import type { Skill } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';

/** A passing score typed in the form, or null when it is not a whole number 0-100. */
export function passingScoreOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 0 && value <= 100 ? value : null;
}

export function BuilderAssessmentTab({
  skill,
  onSaved,
}: {
  skill: Skill;
  onSaved: (skill: Skill) => void;
}) {
  const id = useId();
  const workflows = skill.list.filter((i) => i.type === 'workflows');
  const ids = workflows.map((w) => w.id);
  const [quizzes, retry] = useLoad(`skill-quizzes:${ids.join(',')}`, async () =>
    ids.length === 0 ? [] : getQuizPublishedStatus(api, ids),
  );
  const [required, setRequired] = useState<string[]>(skill.assessment.quizWorkflowIds);
  const [score, setScore] = useState(String(skill.assessment.passingScore));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const scoreValue = passingScoreOf(score);

  const hasQuiz = (workflowId: string) =>
    quizzes.state === 'ready' &&
    quizzes.value.some((q) => q.workflowId === workflowId && q.published);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (scoreValue === null) return;
    setBusy(true);
    setMessage(null);
    try {
      const quizWorkflowIds = required.filter((r) => ids.includes(r));
      onSaved(
        await setSkillAssessment(api, skill.id, { quizWorkflowIds, passingScore: scoreValue }),
      );
      setMessage({ ok: true, text: t('skills.saved') });
    } catch (err) {
      setMessage({ ok: false, text: `${t('skills.alertFailedSavedSkill')} ${messageOf(err)}` });
    } finally {
      setBusy(false);
    }
  };

  if (workflows.length === 0) {
    return (
      <p className="empty" data-testid="builder-assessment-empty">
        {t('skills.assessmentNoWorkflows')}
      </p>
    );
  }
  if (quizzes.state !== 'ready') {
    return <LoadState load={quizzes} onRetry={retry} testId="builder-assessment" />;
  }
  return (
    <form
      className="skill-form"
      onSubmit={(e) => void submit(e)}
      data-testid="builder-assessment"
      noValidate
    >
      <fieldset>
        <legend>{t('skills.requiredQuizzes')}</legend>
        {workflows.map((w) => (
          <label key={w.id} className="skill-check">
            <input
              type="checkbox"
              checked={required.includes(w.id)}
              disabled={!hasQuiz(w.id)}
              data-testid="assessment-quiz"
              data-id={w.id}
              onChange={(e) =>
                setRequired((r) => (e.target.checked ? [...r, w.id] : r.filter((x) => x !== w.id)))
              }
            />
            {w.title}
            {!hasQuiz(w.id) && <span className="muted"> ({t('skills.noQuiz')})</span>}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-score`}>{t('skills.passingScore')}</label>
      <input
        id={`${id}-score`}
        inputMode="numeric"
        value={score}
        aria-invalid={scoreValue === null}
        onChange={(e) => setScore(e.target.value)}
        data-testid="assessment-score"
      />
      {scoreValue === null && <p className="form-error">{t('skills.scoreInvalid')}</p>}
      {message && (
        <p className={message.ok ? 'notice' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={busy || scoreValue === null}
          data-testid="assessment-save"
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
