/**
 * /skill/home (002 §2): the skills the caller manages (GET /v1/skills), searchable, with
 * "Create skill". /skill redirects here.
 */
import { listSkills } from '@stepwise/api';
import type { Skill } from '@stepwise/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { CreateSkillDialog } from './create-skill-dialog';
import { SkillsNav } from './skills-nav';
import { KeywordSearch, useKeyword } from './keyword-search';
import { skillPaths } from './skill-paths';
import './skill.css';

/** A skill's card: title, workspace, items, people assigned and whether it is published. */
export function SkillCard({ skill }: { skill: Skill }) {
  return (
    <li className="skill-card" data-testid="skill-card" data-skill-id={skill.id}>
      <Link to={skillPaths.builder(skill.id)} className="skill-card-title">
        {skill.playlistTitle}
      </Link>
      <span className="muted">{skill.workspaceName}</span>
      <span className="muted">
        {t('skills.itemsCount', { n: skill.totalInList })} ·{' '}
        {t('skills.assignedCount', { n: skill.assignedCount })}
      </span>
      <span
        className={skill.published ? 'badge badge-published' : 'badge'}
        data-testid="skill-card-status"
      >
        {t(skill.published ? 'skills.published' : 'skills.unpublished')}
      </span>
    </li>
  );
}

/** The skills list of a workspace or of everything the caller manages. */
export function SkillList({ workspaceId }: { workspaceId?: string | undefined }) {
  const keyword = useKeyword();
  const [load, retry] = useLoad(`skills:${workspaceId ?? ''}:${keyword}`, () =>
    listSkills(api, { workspaceId, keyword: keyword.trim() || undefined }),
  );
  return (
    <>
      <KeywordSearch testId="skill-search" />
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="skill-list" />
      ) : load.value.items.length === 0 ? (
        <p className="empty" data-testid="skill-list-empty">
          {t(keyword ? 'skills.noMatch' : 'skills.empty')}
        </p>
      ) : (
        <ul className="skill-cards" data-testid="skill-list">
          {load.value.items.map((skill) => (
            <SkillCard key={skill.id} skill={skill} />
          ))}
        </ul>
      )}
    </>
  );
}

export function SkillHomePage() {
  const [creating, setCreating] = useState(false);
  return (
    <section className="skill-page" data-testid="skill-home">
      <header className="skill-page-header">
        <h1>{t('skills.title')}</h1>
        <button
          type="button"
          className="primary"
          onClick={() => setCreating(true)}
          data-testid="skill-create"
        >
          {t('skills.createTitle')}
        </button>
      </header>
      <SkillsNav />
      <SkillList />
      {creating && <CreateSkillDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

/** /workspace/{workspaceId}/skills: that workspace's skills. */
export function WorkspaceSkillsTab() {
  const { workspaceId = '' } = useParams();
  return (
    <div data-testid="workspace-tab-panel-skills">
      <SkillList workspaceId={workspaceId} />
    </div>
  );
}
