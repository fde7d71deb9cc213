/**
 * /skillplayer/{skillId}/mm-sop/{smartInstructionId}: a smart instruction of an assigned skill,
 * run as part of it (the run carries the skill's id, so the skill's progress counts it), and
 * /skill/performance/mm-sop/{id}?skillId=: the same instruction in review mode for a manager.
 */
import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { InstructionSlot } from '../sop-view/instruction-slot';
import { skillPaths } from './skill-paths';
import '../../components/sop-surfaces.css';

function SkillSop({ skillId, back }: { skillId: string; back: string }) {
  const { smartInstructionId = '' } = useParams();
  const { profile } = useShellSession();
  const port = useMemo(() => apiInstructionPort(api), []);
  return (
    <section className="sop-page" data-testid="skill-sop-page" data-sop-id={smartInstructionId}>
      <div className="sop-page-bar">
        <Link to={back} data-testid="skill-sop-back">
          {t('skills.backToSkill')}
        </Link>
      </div>
      <InstructionSlot
        key={smartInstructionId}
        port={port}
        instructionId={smartInstructionId}
        signedIn
        isPublic={false}
        review={{ skillId, taskPerformanceId: null }}
        storageKey={`sw:skill-run:${profile.id}:${skillId}`}
      />
    </section>
  );
}

export function SkillPlayerSopPage() {
  const { skillId = '' } = useParams();
  return <SkillSop skillId={skillId} back={skillPaths.player(skillId)} />;
}

export function SkillPerformanceSopPage() {
  const [params] = useSearchParams();
  const skillId = params.get('skillId') ?? '';
  return <SkillSop skillId={skillId} back={skillPaths.performance(skillId || undefined)} />;
}
