/**
 * The assessment of an assigned skill: each required quiz in the quiz package's <Quiz/> (TAKE_QUIZ,
 * or REVIEW_QUIZ once attempted: core openQuizMode), counted for this assignment through the
 * port's userOrTeamSkillId; then the result. Locked while the content is not finished.
 */
import type { AssignedSkill, QuizMode } from '@stepwise/core';
import { openQuizMode } from '@stepwise/core';
import { apiQuizPort } from '@stepwise/quiz/api-port';
import { Quiz } from '@stepwise/quiz/react';
import { useMemo, useState } from 'react';
import { api } from '../../api';
import { currentLanguage, t } from '../../i18n/t';
import { useTheme } from '../../shell/theme';

function RequiredQuiz({
  item,
  performanceId,
  onCompleted,
}: {
  item: AssignedSkill['list'][number];
  performanceId: string;
  onCompleted: () => void;
}) {
  const port = useMemo(
    () => apiQuizPort(api, { userOrTeamSkillId: performanceId }),
    [performanceId],
  );
  const [theme] = useTheme();
  const [mode, setMode] = useState<QuizMode>('CLOSE');
  const status = item.quiz?.status ?? null;
  return (
    <li
      className="skill-quiz"
      data-testid="skill-quiz"
      data-id={item.id}
      data-status={status ?? ''}
    >
      <span className="skill-item-title">{item.title}</span>
      {status && (
        <span className={`skill-state skill-state-${status === 'passed' ? 'passed' : 'failed'}`}>
          {t(status === 'passed' ? 'skills.quizPassed' : 'skills.quizFailed', {
            score: item.quiz?.score ?? 0,
          })}
        </span>
      )}
      {mode === 'CLOSE' ? (
        <button
          type="button"
          onClick={() => setMode(openQuizMode(item.quiz?.userQuizId))}
          data-testid="skill-quiz-open"
        >
          {t(item.quiz?.userQuizId ? 'skills.reviewQuiz' : 'skills.takeQuiz')}
        </button>
      ) : (
        <Quiz
          port={port}
          workflowId={item.id}
          mode={mode}
          onModeChange={setMode}
          onClose={() => setMode('CLOSE')}
          onCompleted={onCompleted}
          lang={currentLanguage()}
          theme={theme}
        />
      )}
    </li>
  );
}

export function SkillAssessment({
  skill,
  onCompleted,
}: {
  skill: AssignedSkill;
  onCompleted: () => void;
}) {
  const required = skill.list.filter((i) => i.quiz?.required);
  if (required.length === 0) return null;
  const contentDone = skill.list.every((i) => i.done);
  const result = skill.assessment.result;
  return (
    <section
      className="skill-assessment"
      data-testid="skill-assessment"
      aria-labelledby="skill-assessment-h"
    >
      <h2 id="skill-assessment-h">{t('skills.assessment')}</h2>
      <p className="muted">
        {t('skills.passingScoreIs', { score: skill.assessment.passingScore })}
      </p>
      {!contentDone ? (
        <p className="notice" role="status" data-testid="skill-assessment-locked">
          {t('skills.assessmentLocked')}
        </p>
      ) : (
        <ul className="skill-quizzes">
          {required.map((item) => (
            <RequiredQuiz
              key={item.id}
              item={item}
              performanceId={skill.performanceId}
              onCompleted={onCompleted}
            />
          ))}
        </ul>
      )}
      {result && (
        <p
          className={`skill-result skill-result-${result}`}
          role="status"
          data-testid="skill-result"
          data-result={result}
        >
          {t(result === 'passed' ? 'skills.youPassed' : 'skills.didNotPass')}
        </p>
      )}
    </section>
  );
}
