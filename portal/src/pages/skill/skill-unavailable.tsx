/**
 * 002 §4 skill fetch results other than published: wait (loading), unpublished (code 2) and
 * notAssigned (code 52), each a page of its own.
 */
import { ErrorCode, StepwiseError, type FetchResult } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { skillPaths } from './skill-paths';

/** The fetch result an error stands for; null for any other failure (shown with retry). */
export function fetchResultOfError(
  err: unknown,
): Exclude<FetchResult, 'published' | 'wait'> | null {
  if (!(err instanceof StepwiseError)) return null;
  if (err.code === ErrorCode.NotAssignedSkill) return 'notAssigned';
  if (err.code === ErrorCode.UnpublishedSkill) return 'unpublished';
  return null;
}

export function SkillUnavailable({ result }: { result: 'unpublished' | 'notAssigned' }) {
  return (
    <section
      className="skill-page skill-unavailable"
      data-testid="skill-unavailable"
      data-result={result}
      role="alert"
    >
      <h1>{t(result === 'notAssigned' ? 'skills.notAssignedTitle' : 'skills.unpublishedTitle')}</h1>
      <p>{t(result === 'notAssigned' ? 'skills.notAssignedText' : 'skills.unpublishedText')}</p>
      <Link to={skillPaths.playerList()}>{t('skills.toMySkills')}</Link>
    </section>
  );
}
