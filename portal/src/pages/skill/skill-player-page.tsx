/**
 * /skillplayer/{skillId} (002 §2, §4): an assigned skill — its items in order with done ticks and
 * progress, the selected workflow played in the page (smart instructions open at
 * /skillplayer/{skillId}/mm-sop/{id} to run), the assessment, the result and the certificate.
 * The fetch result decides the page: wait (loading), unpublished (code 2), notAssigned (52).
 */
import { calculateSkillProgress, getAssignedSkill } from '@stepwise/api';
import type { AssignedSkill } from '@stepwise/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useShellSession } from '../../shell/use-shell-session';
import { SkillAssessment } from './skill-assessment';
import { SkillCertificateCard } from './skill-certificate';
import { SkillItemPlayer } from './skill-item-player';
import { skillPaths } from './skill-paths';
import { DueText, StateChip } from './skill-text';
import { fetchResultOfError, SkillUnavailable } from './skill-unavailable';
import './skill.css';

type Item = AssignedSkill['list'][number];

function ItemList({
  skill,
  current,
  onPick,
}: {
  skill: AssignedSkill;
  current: string | null;
  onPick: (item: Item) => void;
}) {
  return (
    <ol className="skill-player-items" aria-label={t('skills.contentList')}>
      {skill.list.map((item) => (
        <li
          key={`${item.type}:${item.id}`}
          data-testid="skill-player-item"
          data-id={item.id}
          data-done={item.done}
          aria-current={item.id === current ? 'true' : undefined}
        >
          <span className="skill-tick" aria-hidden="true">
            {item.done ? '✓' : '○'}
          </span>
          <span className="visually-hidden">
            {t(item.done ? 'skills.itemDone' : 'skills.itemNotDone')}
          </span>
          {item.type === 'workflows' ? (
            <button
              type="button"
              className="link-button"
              disabled={!item.available}
              onClick={() => onPick(item)}
              data-testid="skill-player-play"
            >
              {item.title}
            </button>
          ) : (
            <Link to={skillPaths.playerSop(skill.skill.id, item.id)} data-testid="skill-player-sop">
              {item.title}
            </Link>
          )}
          <span className="skill-kind">
            {t(item.type === 'workflows' ? 'skills.kindWorkflow' : 'skills.kindSop')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The page once the skill is readable: it keeps the latest copy the server sent. */
export function SkillPlayerView({ initial, userId }: { initial: AssignedSkill; userId: string }) {
  const [skill, setSkill] = useState(initial);
  const [current, setCurrent] = useState<string | null>(null);
  const skillId = initial.skill.id;
  const refresh = useCallback(() => {
    calculateSkillProgress(api, userId, skillId).then(setSkill, () => undefined);
  }, [userId, skillId]);
  // Coming back from a smart instruction's run (or another tab): count what was done since.
  useEffect(() => {
    if (initial.completedAt === null) refresh();
  }, [initial.completedAt, refresh]);

  return (
    <section className="skill-page skill-player" data-testid="skill-player" data-skill-id={skillId}>
      <header className="skill-page-header">
        <div>
          <Link to={skillPaths.playerList()}>{t('skills.toMySkills')}</Link>
          <h1>{skill.skill.playlistTitle}</h1>
          <span className="muted">{skill.skill.workspaceName}</span>
        </div>
        <StateChip state={skill.state} expiresAt={skill.certificate?.expiresAt ?? null} />
        <DueText dueAt={skill.dueAt} done={skill.completedAt !== null} />
      </header>
      <div className="skill-progress">
        <progress max={100} value={skill.progress} aria-labelledby="skill-progress-label" />
        <span id="skill-progress-label" data-testid="skill-progress">
          {t('skills.progress', { n: skill.progress })}
        </span>
      </div>
      {skill.list.length === 0 ? (
        <p className="empty">{t('skills.contentEmpty')}</p>
      ) : (
        <div className="skill-player-body">
          <ItemList skill={skill} current={current} onPick={(item) => setCurrent(item.id)} />
          <div className="skill-player-stage">
            {current ? (
              <SkillItemPlayer workflowId={current} onProgress={refresh} />
            ) : (
              <p className="muted">{t('skills.pickItem')}</p>
            )}
          </div>
        </div>
      )}
      <SkillAssessment skill={skill} onCompleted={refresh} />
      {skill.completedAt && !skill.assessment.quizWorkflowIds.length && (
        <p className="skill-result skill-result-passed" role="status" data-testid="skill-result">
          {t('skills.completedOn')}
        </p>
      )}
      {skill.certificate ? (
        <SkillCertificateCard certificate={skill.certificate} title={skill.skill.playlistTitle} />
      ) : (
        skill.certification.enabled &&
        skill.certification.mode === 'manual' &&
        skill.completedAt && (
          <p className="notice" role="status" data-testid="skill-awaiting-certification">
            {t('skills.awaitingCertification')}
          </p>
        )
      )}
    </section>
  );
}

export function SkillPlayerPage() {
  const { skillId = '' } = useParams();
  const { profile } = useShellSession();
  const [load, retry] = useLoad(`assigned-skill:${skillId}`, () =>
    getAssignedSkill(api, profile.id, skillId).then(
      (value) => ({ ok: true as const, value }),
      (err: unknown) => {
        const result = fetchResultOfError(err);
        if (result) return { ok: false as const, result };
        throw err;
      },
    ),
  );
  if (load.state !== 'ready') {
    return (
      <section className="skill-page" data-testid="skill-player-wait">
        <LoadState load={load} onRetry={retry} testId="skill-player" />
      </section>
    );
  }
  if (!load.value.ok) return <SkillUnavailable result={load.value.result} />;
  return <SkillPlayerView key={skillId} initial={load.value.value} userId={profile.id} />;
}
