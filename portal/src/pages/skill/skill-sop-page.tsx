/**
 * /skillplayer/{skillId}/mm-sop/{smartInstructionId}: a smart instruction of an assigned skill,
 * run as part of it (the run carries the skill's id, so the skill's progress counts it); opened
 * from a comment notification (`?sessionId=`) it shows that run's comment thread too.
 * /skill/performance/mm-sop/{id}?skillId=: the same instruction in review mode for a manager,
 * beside the people's runs of it for the skill (or, with `?sessionId=`, one run and its thread).
 */
import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { RunComments } from '../../components/run-review/run-comments';
import { RunReviewAside } from '../../components/run-review/run-review-aside';
import { t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { InstructionSlot } from '../sop-view/instruction-slot';
import { skillPaths } from './skill-paths';
import '../../components/sop-surfaces.css';
import '../../components/run-review/run-review.css';

function SkillSop({
  skillId,
  back,
  reviewing,
}: {
  skillId: string;
  back: string;
  reviewing: boolean;
}) {
  const { smartInstructionId = '' } = useParams();
  const [query] = useSearchParams();
  const sessionId = query.get('sessionId');
  const { profile } = useShellSession();
  const port = useMemo(() => apiInstructionPort(api), []);
  const side = reviewing
    ? skillId && <RunReviewAside scope={{ multimodalSopId: smartInstructionId, skillId }} />
    : sessionId && <RunComments sessionId={sessionId} />;
  return (
    <section className="sop-page" data-testid="skill-sop-page" data-sop-id={smartInstructionId}>
      <div className="sop-page-bar">
        <Link to={back} data-testid="skill-sop-back">
          {t('skills.backToSkill')}
        </Link>
      </div>
      <div className={side ? 'run-review-layout' : undefined}>
        <InstructionSlot
          key={smartInstructionId}
          port={port}
          instructionId={smartInstructionId}
          signedIn
          isPublic={false}
          review={{ skillId, taskPerformanceId: null }}
          storageKey={`sw:skill-run:${profile.id}:${skillId}`}
        />
        {side && <aside aria-label={t('runReview.title')}>{side}</aside>}
      </div>
    </section>
  );
}

export function SkillPlayerSopPage() {
  const { skillId = '' } = useParams();
  return <SkillSop skillId={skillId} back={skillPaths.player(skillId)} reviewing={false} />;
}

export function SkillPerformanceSopPage() {
  const [params] = useSearchParams();
  const skillId = params.get('skillId') ?? '';
  return (
    <SkillSop skillId={skillId} back={skillPaths.performance(skillId || undefined)} reviewing />
  );
}
