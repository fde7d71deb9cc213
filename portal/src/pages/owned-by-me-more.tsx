/**
 * /owned-by-me tabs of issue 24 (000 §2 "/owned-by-me with tabs workflows, mm-sop, …"): the
 * skills I made (GET /v1/skills?mine=true), the tasks I made (GET /v1/me/tasks/creator) and my
 * teams. Teams have no owner in the API (a team is a workspace's, made by its admins), so the
 * teams tab lists the teams the caller belongs to, and says so.
 */
import { listCreatedTasks, listSkills, listTeams } from '@stepwise/api';
import type { PageInfo } from '@stepwise/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { LoadState } from '../components/load-state';
import { Pager, pageOf } from '../components/pager';
import { t } from '../i18n/t';
import { routeMapEntry } from '../route-map';
import { routeDecision, type AccessSession } from '../session/route-access';
import { useLoad } from '../lib/use-load';
import { useShellSession } from '../shell/use-shell-session';
import { skillPaths } from './skill/skill-paths';
import { taskPaths } from './task/task-paths';

export const OWNED_PAGE_SIZE = 20;

/** The skills and tasks tabs show when the session may open the skills / tasks screens. */
export function ownedTabShown(session: AccessSession, area: 'skills' | 'tasks'): boolean {
  const entry = routeMapEntry(area === 'skills' ? '/skill/home' : '/task/list');
  return entry !== undefined && routeDecision(entry, session) === 'allow';
}

interface Row {
  id: string;
  title: string;
  /** Where the title leads; none for teams, which have no page of their own. */
  to?: string;
  meta: string;
}

function OwnedList({
  rows,
  page,
  empty,
  testId,
}: {
  rows: Row[];
  page?: PageInfo;
  empty: ReactNode;
  testId: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="empty" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <>
      <ul className="owned-list" data-testid={testId}>
        {rows.map((r) => (
          <li key={r.id} data-testid={`${testId}-item`}>
            {r.to ? <Link to={r.to}>{r.title}</Link> : <strong>{r.title}</strong>}{' '}
            <span className="muted small">{r.meta}</span>
          </li>
        ))}
      </ul>
      {page && <Pager page={page} />}
    </>
  );
}

/** /owned-by-me/skills. */
export function OwnedSkillsPage() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const [load, retry] = useLoad(`owned-skills:${page}`, () =>
    listSkills(api, { mine: true, page, size: OWNED_PAGE_SIZE }),
  );
  return (
    <div data-testid="owned-tab-panel-skills">
      {load.state === 'ready' ? (
        <OwnedList
          testId="owned-skills"
          page={load.value.page}
          empty={t('home.owned.skillsEmpty')}
          rows={load.value.items.map((s) => ({
            id: s.id,
            title: s.playlistTitle,
            to: skillPaths.builder(s.id),
            meta: s.published ? t('card.status.published') : t('card.status.unpublished'),
          }))}
        />
      ) : (
        <LoadState load={load} onRetry={retry} testId="owned-skills" />
      )}
    </div>
  );
}

/** /owned-by-me/tasks. */
export function OwnedTasksPage() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const [load, retry] = useLoad(`owned-tasks:${page}`, () =>
    listCreatedTasks(api, { page, size: OWNED_PAGE_SIZE }),
  );
  return (
    <div data-testid="owned-tab-panel-tasks">
      {load.state === 'ready' ? (
        <OwnedList
          testId="owned-tasks"
          page={load.value.page}
          empty={t('home.owned.tasksEmpty')}
          rows={load.value.items.map((task) => ({
            id: task.id,
            title: task.title,
            to: taskPaths.builder(task.id),
            meta: task.workspaceName,
          }))}
        />
      ) : (
        <LoadState load={load} onRetry={retry} testId="owned-tasks" />
      )}
    </div>
  );
}

/** /owned-by-me/teams: the caller's teams (see the file comment). */
export function OwnedTeamsPage() {
  const { profile } = useShellSession();
  const [load, retry] = useLoad('owned-teams', () => listTeams(api));
  return (
    <div data-testid="owned-tab-panel-teams">
      <p className="muted small">{t('home.owned.teamsNote')}</p>
      {load.state === 'ready' ? (
        <OwnedList
          testId="owned-teams"
          empty={t('home.owned.teamsEmpty')}
          rows={load.value
            .filter((team) => team.memberIds.includes(profile.id))
            .map((team) => ({
              id: team.id,
              title: team.name,
              meta: t('home.owned.members', { count: team.memberIds.length }),
            }))}
        />
      ) : (
        <LoadState load={load} onRetry={retry} testId="owned-teams" />
      )}
    </div>
  );
}
