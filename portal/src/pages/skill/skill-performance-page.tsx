/**
 * /skill/performance (002 §2): pick a skill (`?skillId=`), then its people (user_skill) and teams
 * (team-skills) with progress, state, due date, certification and expiry.
 */
import {
  getSkill,
  listSkillPerformances,
  listSkills,
  listTeamSkills,
  remindSkillAssignees,
} from '@stepwise/api';
import type { Skill } from '@stepwise/core';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { PerformanceRow } from './performance-row';
import { SkillsNav } from './skills-nav';
import { skillPaths } from './skill-paths';
import { DueText } from './skill-text';
import './skill.css';

function SkillPerformanceTables({ skill }: { skill: Skill }) {
  const [people, retryPeople] = useLoad(`skill-perf:${skill.id}`, () =>
    listSkillPerformances(api, skill.id, { performanceType: 'user_skill' }),
  );
  const [teams, retryTeams] = useLoad(`skill-teams:${skill.id}`, () =>
    listTeamSkills(api, skill.id),
  );
  const sops = skill.list.filter((i) => i.type === 'multimodal-sops');
  return (
    <>
      {sops.length > 0 && (
        <nav aria-label={t('skills.reviewRuns')} className="skill-filters">
          {t('skills.reviewRuns')}:
          {sops.map((sop) => (
            <Link
              key={sop.id}
              to={skillPaths.performanceSop(sop.id, skill.id)}
              data-testid="performance-sop-review"
            >
              {sop.title}
            </Link>
          ))}
        </nav>
      )}
      <h2>{t('skills.people')}</h2>
      {people.state !== 'ready' ? (
        <LoadState load={people} onRetry={retryPeople} testId="performance-people" />
      ) : people.value.length === 0 ? (
        <p className="empty" data-testid="performance-empty">
          {t('skills.noAssignees')}
        </p>
      ) : (
        <div className="skill-matrix-scroll">
          <table className="skill-table" data-testid="performance-table">
            <caption>{t('skills.peopleCaption', { title: skill.playlistTitle })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('skills.person')}</th>
                <th scope="col">{t('skills.progressHeader')}</th>
                <th scope="col">{t('skills.stateHeader')}</th>
                <th scope="col">{t('skills.dueDate')}</th>
                <th scope="col">{t('skills.certifiedOn')}</th>
                <th scope="col">{t('skills.validUntil')}</th>
                <th scope="col">{t('skills.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {people.value.map((row) => (
                <PerformanceRow
                  key={row.id}
                  skill={skill}
                  row={row}
                  actions={{
                    onChanged: retryPeople,
                    // Reminders go to assignees of a published skill only.
                    onRemind: skill.published
                      ? async (p) => void (await remindSkillAssignees(api, skill.id, [p.userId]))
                      : undefined,
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('skills.teams')}</h2>
      {teams.state !== 'ready' ? (
        <LoadState load={teams} onRetry={retryTeams} testId="performance-teams" />
      ) : teams.value.length === 0 ? (
        <p className="empty">{t('skills.noTeams')}</p>
      ) : (
        <table className="skill-table" data-testid="performance-teams-table">
          <caption>{t('skills.teamsCaption', { title: skill.playlistTitle })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('skills.team')}</th>
              <th scope="col">{t('skills.members')}</th>
              <th scope="col">{t('skills.progressHeader')}</th>
              <th scope="col">{t('skills.state.passed')}</th>
              <th scope="col">{t('skills.state.failed')}</th>
              <th scope="col">{t('skills.dueDate')}</th>
            </tr>
          </thead>
          <tbody>
            {teams.value.map((team) => (
              <tr key={team.teamId} data-testid="performance-team-row">
                <th scope="row">{team.teamName}</th>
                <td>{team.memberCount}</td>
                <td>{team.progress}%</td>
                <td>{team.passed}</td>
                <td>{team.failed}</td>
                <td>
                  <DueText dueAt={team.dueAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function SkillPerformancePage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const skillId = params.get('skillId') ?? '';
  const [skills, retrySkills] = useLoad('skill-perf-skills', () => listSkills(api));
  const [skill, retrySkill] = useLoad(`skill-perf-skill:${skillId}`, async () =>
    skillId ? getSkill(api, skillId) : null,
  );
  return (
    <section className="skill-page" data-testid="skill-performance">
      <h1>{t('skills.performanceTitle')}</h1>
      <SkillsNav />
      {skills.state !== 'ready' ? (
        <LoadState load={skills} onRetry={retrySkills} testId="performance-skills" />
      ) : (
        <div className="skill-filters">
          <label htmlFor={`${id}-skill`}>{t('skills.pickSkill')}</label>
          <select
            id={`${id}-skill`}
            value={skillId}
            onChange={(e) => setParams(e.target.value ? { skillId: e.target.value } : {})}
            data-testid="performance-skill"
          >
            <option value="">{t('skills.pickSkillNone')}</option>
            {skills.value.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.playlistTitle}
              </option>
            ))}
          </select>
        </div>
      )}
      {skillId &&
        (skill.state === 'ready' && skill.value ? (
          <SkillPerformanceTables key={skill.value.id} skill={skill.value} />
        ) : (
          <LoadState load={skill} onRetry={retrySkill} testId="performance-skill" />
        ))}
    </section>
  );
}
