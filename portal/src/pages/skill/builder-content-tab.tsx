/** The builder's content tab: the skill's items in order (move up / down, remove) and the picker. */
import { setSkillContent } from '@stepwise/api';
import type { ContentRef, Skill } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { ContentPicker } from './content-picker';
import { addItem, moveItem, refOf, removeItem } from './content-order';
import { useEditableWorkspaces } from './use-editable-workspaces';

export function BuilderContentTab({
  skill,
  onSaved,
}: {
  skill: Skill;
  onSaved: (skill: Skill) => void;
}) {
  const { settings } = useShellSession();
  const [workspaces, retry] = useEditableWorkspaces(settings.defaultWorkspaceGroupId ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = skill.list.map(refOf);

  const save = async (next: ContentRef[]) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await setSkillContent(api, skill.id, next));
    } catch (err) {
      setError(`${t('skills.alertFailedSavedSkill')} ${messageOf(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="skill-builder-content" data-testid="builder-content">
      {skill.list.length === 0 ? (
        <p className="empty" data-testid="builder-content-empty">
          {t('skills.contentEmpty')}
        </p>
      ) : (
        <ol className="skill-items" aria-label={t('skills.contentList')}>
          {skill.list.map((item, index) => (
            <li key={`${item.type}:${item.id}`} data-testid="builder-item" data-id={item.id}>
              <span className="skill-kind">
                {t(item.type === 'workflows' ? 'skills.kindWorkflow' : 'skills.kindSop')}
              </span>
              <span className="skill-item-title">{item.title}</span>
              {!item.available && <span className="badge">{t('skills.unavailable')}</span>}
              <span className="skill-item-actions">
                <button
                  type="button"
                  disabled={busy || index === 0}
                  aria-label={t('skills.moveUp', { title: item.title })}
                  onClick={() => void save(moveItem(list, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={busy || index === skill.list.length - 1}
                  aria-label={t('skills.moveDown', { title: item.title })}
                  onClick={() => void save(moveItem(list, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t('skills.removeNamed', { title: item.title })}
                  onClick={() => void save(removeItem(list, index))}
                  data-testid="builder-item-remove"
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="builder-error">
          {error}
        </p>
      )}
      {workspaces.state === 'ready' ? (
        <ContentPicker
          workspaces={workspaces.value}
          initialWorkspace={skill.group}
          chosen={list}
          busy={busy}
          onAdd={(item) => void save(addItem(list, item))}
        />
      ) : (
        <LoadState load={workspaces} onRetry={retry} testId="builder-workspaces" />
      )}
    </div>
  );
}
