/**
 * 002 §5 "create skill": a title (skill-title.ts rules) and a workspace, defaulting to the
 * workspace of the page it was opened on, else the first of the organisation's default group.
 * Creates with POST /v1/playlists and opens the builder; a refusal shows alertFailedSavedSkill.
 * The create menu (shell) and /skill/home open it.
 */
import { createSkill } from '@stepwise/api';
import { SKILL_TITLE_MAX } from '@stepwise/core';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { skillPaths } from './skill-paths';
import { blocksLeadingSpace, skillTitleError } from './skill-title';
import { useEditableWorkspaces } from './use-editable-workspaces';

export interface CreateSkillDialogProps {
  onClose: () => void;
  /** The workspace to preselect (else the route's `workspaceId`, else the default group's). */
  workspaceId?: string | undefined;
}

export function CreateSkillDialog({ onClose, workspaceId }: CreateSkillDialogProps) {
  const navigate = useNavigate();
  const routeWorkspace = useParams().workspaceId;
  const { settings } = useShellSession();
  const [workspaces, retry] = useEditableWorkspaces(settings.defaultWorkspaceGroupId ?? null);
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();

  const options = workspaces.state === 'ready' ? workspaces.value : [];
  const preferred = workspaceId ?? routeWorkspace;
  const selected = choice || (options.find((w) => w.id === preferred) ?? options[0])?.id || '';
  const titleError = skillTitleError(title);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (titleError || !selected || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const skill = await createSkill(api, { group: selected, playlistTitle: title.trim() });
      onClose();
      void navigate(skillPaths.builder(skill.id));
    } catch (err) {
      setFailure(`${t('skills.alertFailedSavedSkill')} ${messageOf(err)}`);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('skills.createTitle')} onClose={onClose} testId="create-skill-dialog">
      <form className="skill-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={titleId}>{t('skills.titleLabel')}</label>
        <input
          id={titleId}
          value={title}
          maxLength={SKILL_TITLE_MAX + 10}
          autoFocus
          aria-invalid={touched && titleError !== null}
          aria-describedby={touched && titleError ? errorId : undefined}
          data-testid="create-skill-title"
          onKeyDown={(e) => {
            if (blocksLeadingSpace(e.key, e.currentTarget.selectionStart)) e.preventDefault();
          }}
          onChange={(e) => {
            setTitle(e.target.value);
            setTouched(true);
          }}
        />
        {touched && titleError && (
          <p id={errorId} className="form-error" data-testid="create-skill-title-error">
            {t(titleError)}
          </p>
        )}
        <label htmlFor={`${titleId}-ws`}>{t('skills.workspaceLabel')}</label>
        {workspaces.state === 'ready' ? (
          <select
            id={`${titleId}-ws`}
            value={selected}
            required
            data-testid="create-skill-workspace"
            onChange={(e) => setChoice(e.target.value)}
          >
            {options.length === 0 && <option value="">{t('skills.noWorkspace')}</option>}
            {options.map((w) => (
              <option key={w.id} value={w.id}>
                {w.groupName} / {w.name}
              </option>
            ))}
          </select>
        ) : (
          <LoadState load={workspaces} onRetry={retry} testId="create-skill-workspaces" />
        )}
        {failure && (
          <p className="form-error" role="alert" data-testid="create-skill-failed">
            {failure}
          </p>
        )}
        <div className="form-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="primary"
            disabled={busy || !selected}
            data-testid="create-skill-submit"
          >
            {t('skills.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
