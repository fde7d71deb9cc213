/**
 * The caller's assigned skills (GET /v1/users/{me}/skills-assigned): to do or completed, with
 * keyword search, progress and due dates. Home's tabs /home/skills-todo and
 * /home/skills-completed and /skillplayer show them.
 */
import { listAssignedSkills } from '@stepwise/api';
import type { AssignedListType, AssignedSkill } from '@stepwise/core';
import { Link } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useShellSession } from '../../shell/use-shell-session';
import { KeywordSearch, useKeyword } from './keyword-search';
import { skillPaths } from './skill-paths';
import { DueText, StateChip } from './skill-text';
import './skill.css';

export function AssignedSkillRow({ item }: { item: AssignedSkill }) {
  const done = item.completedAt !== null;
  return (
    <li className="assigned-skill" data-testid="assigned-skill" data-skill-id={item.skill.id}>
      <Link to={skillPaths.player(item.skill.id)} className="skill-card-title">
        {item.skill.playlistTitle}
      </Link>
      <span className="muted">{item.skill.workspaceName}</span>
      <progress
        max={100}
        value={item.progress}
        aria-label={t('skills.progressOf', { title: item.skill.playlistTitle })}
      />
      <span data-testid="assigned-skill-progress">{item.progress}%</span>
      <StateChip state={item.state} />
      <DueText dueAt={item.dueAt} done={done} />
    </li>
  );
}

export function AssignedSkills({ type }: { type: AssignedListType }) {
  const { profile } = useShellSession();
  const keyword = useKeyword();
  const [load, retry] = useLoad(`assigned-skills:${type}:${keyword}`, () =>
    listAssignedSkills(api, profile.id, { type, keyword: keyword.trim() || undefined }),
  );
  return (
    <section className="assigned-skills" data-testid={`skills-${type}`}>
      <KeywordSearch testId="assigned-skill-search" />
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="assigned-skills" />
      ) : load.value.items.length === 0 ? (
        <p className="empty" data-testid="assigned-skills-empty">
          {t(type === 'todo' ? 'skills.todoEmpty' : 'skills.completedEmpty')}
        </p>
      ) : (
        <ul className="assigned-skill-list">
          {load.value.items.map((item) => (
            <AssignedSkillRow key={item.performanceId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /home/skills-todo. */
export function SkillsTodoPage() {
  return <AssignedSkills type="todo" />;
}

/** /home/skills-completed. */
export function SkillsCompletedPage() {
  return <AssignedSkills type="completed" />;
}

/** /skillplayer: my skills, to do first, then completed. */
export function MySkillsPage() {
  return (
    <section className="skill-page" data-testid="skill-player-list">
      <h1>{t('skills.mySkills')}</h1>
      <h2>{t('skills.todo')}</h2>
      <AssignedSkills type="todo" />
      <h2>{t('skills.completed')}</h2>
      <AssignedSkills type="completed" />
    </section>
  );
}
