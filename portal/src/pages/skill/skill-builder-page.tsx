/**
 * /skillbuilder/{playlistId} (002 §2): a skill's builder with the tabs content (default), users,
 * assessment and certification (`?tab=`), publish / unpublish in the header.
 */
import { getSkill, updateSkill } from '@stepwise/api';
import type { Skill } from '@stepwise/core';
import { useState, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { messageOf, t, type MessageKey } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { BuilderAssessmentTab } from './builder-assessment-tab';
import { BuilderCertificationTab } from './builder-certification-tab';
import { BuilderContentTab } from './builder-content-tab';
import { BuilderUsersTab } from './builder-users-tab';
import { BUILDER_TABS, builderTabOf, skillPaths, type BuilderTab } from './skill-paths';
import './skill.css';

const TAB_LABELS: Record<BuilderTab, MessageKey> = {
  content: 'skills.tab.content',
  users: 'skills.tab.users',
  assessment: 'skills.tab.assessment',
  certification: 'skills.tab.certification',
};

/** The tab list of WAI-ARIA tabs: arrows move between tabs, the address keeps the tab. */
function BuilderTabs({ tab, onTab }: { tab: BuilderTab; onTab: (tab: BuilderTab) => void }) {
  const onKey = (e: KeyboardEvent) => {
    const index = BUILDER_TABS.indexOf(tab);
    const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    e.preventDefault();
    const next = BUILDER_TABS[(index + by + BUILDER_TABS.length) % BUILDER_TABS.length]!;
    onTab(next);
    document.getElementById(`skill-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" className="skill-tabs" aria-label={t('skills.builder')} onKeyDown={onKey}>
      {BUILDER_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`skill-tab-${name}`}
          aria-selected={name === tab}
          aria-controls="skill-tab-panel"
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onTab(name)}
          data-testid={`skill-tab-${name}`}
        >
          {t(TAB_LABELS[name])}
        </button>
      ))}
    </div>
  );
}

function BuilderHeader({ skill, onSaved }: { skill: Skill; onSaved: (skill: Skill) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const togglePublished = async () => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateSkill(api, skill.id, { published: !skill.published }));
    } catch (err) {
      setError(`${t('skills.alertFailedSavedSkill')} ${messageOf(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <header className="skill-page-header">
      <div>
        <Link to={skillPaths.home()}>{t('skills.backToSkills')}</Link>
        <h1 data-testid="builder-title">{skill.playlistTitle}</h1>
        <span className="muted">
          {skill.workspaceName} · {t('skills.itemsCount', { n: skill.totalInList })} ·{' '}
          {t('skills.assignedCount', { n: skill.assignedCount })}
        </span>
      </div>
      <span
        className={skill.published ? 'badge badge-published' : 'badge'}
        data-testid="builder-status"
      >
        {t(skill.published ? 'skills.published' : 'skills.unpublished')}
      </span>
      <button
        type="button"
        className={skill.published ? '' : 'primary'}
        disabled={busy || (!skill.published && skill.list.length === 0)}
        onClick={() => void togglePublished()}
        data-testid="builder-publish"
      >
        {t(skill.published ? 'skills.unpublish' : 'skills.publish')}
      </button>
      {error && (
        <p className="form-error" role="alert" data-testid="builder-publish-error">
          {error}
        </p>
      )}
    </header>
  );
}

export function SkillBuilderPage() {
  const { playlistId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = builderTabOf(params);
  const [load, retry] = useLoad(`skill:${playlistId}`, () => getSkill(api, playlistId));
  const [saved, setSaved] = useState<Skill | null>(null);
  const skill = saved?.id === playlistId ? saved : load.state === 'ready' ? load.value : null;

  if (!skill) {
    return (
      <section className="skill-page" data-testid="skill-builder">
        <LoadState load={load} onRetry={retry} testId="skill-builder" />
      </section>
    );
  }
  const onTab = (next: BuilderTab) =>
    setParams(next === 'content' ? {} : { tab: next }, { replace: true });
  return (
    <section className="skill-page" data-testid="skill-builder" data-skill-id={skill.id}>
      <BuilderHeader skill={skill} onSaved={setSaved} />
      <BuilderTabs tab={tab} onTab={onTab} />
      <div
        role="tabpanel"
        id="skill-tab-panel"
        aria-labelledby={`skill-tab-${tab}`}
        className="skill-tab-panel"
      >
        {tab === 'content' && <BuilderContentTab skill={skill} onSaved={setSaved} />}
        {tab === 'users' && (
          <BuilderUsersTab
            skill={skill}
            onChanged={() => void getSkill(api, skill.id).then(setSaved, () => undefined)}
          />
        )}
        {tab === 'assessment' && <BuilderAssessmentTab skill={skill} onSaved={setSaved} />}
        {tab === 'certification' && <BuilderCertificationTab skill={skill} onSaved={setSaved} />}
      </div>
    </section>
  );
}
