/**
 * A quiz item's questions, edited with the quiz authoring screen's own pieces: its question card
 * and its rules (quiz-editor-state.ts, applied through the editor state's `quiz` action), so a
 * question reads and checks the same in a workflow's quiz and in an SOP.
 */
import type { Question, QuestionType } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { QuestionCard } from '../quiz/question-card';
import { problemsByQuestion, type QuizEditorAction } from '../quiz/quiz-editor-state';
// The question card's own look (its classes are the quiz page's).
import '../quiz/quiz-authoring.css';

export function SopQuizItemEditor({
  questions,
  onQuiz,
}: {
  questions: readonly Question[];
  onQuiz: (action: QuizEditorAction) => void;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const problems = problemsByQuestion(questions);
  const add = (questionType: QuestionType) => {
    // The new question is the last one once the state answers; its card focuses its title.
    setAdded(String(questions.length));
    onQuiz({ type: 'add', questionType });
  };
  return (
    <div className="sop-quiz" data-testid="sop-quiz">
      {questions.length === 0 ? (
        <p className="muted small">{t('sopEditor.quiz.empty')}</p>
      ) : (
        <ol className="quiz-questions">
          {questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              question={question}
              index={index}
              count={questions.length}
              readOnly={false}
              selected={selectedId === question.id}
              problems={problems.get(question.id)}
              focusOnMount={added === String(index)}
              onSelect={() => setSelectedId(question.id)}
              onEdit={(patch) => onQuiz({ type: 'edit', id: question.id, patch })}
              onOption={(letter, text) => onQuiz({ type: 'option', id: question.id, letter, text })}
              onMove={(by) => onQuiz({ type: 'move', id: question.id, by })}
              onDelete={() => onQuiz({ type: 'delete', id: question.id })}
            />
          ))}
        </ol>
      )}
      <div className="row-buttons">
        <button type="button" onClick={() => add('true-or-false')} data-testid="sop-quiz-add-tf">
          {t('quizEditor.addTrueOrFalse')}
        </button>
        <button
          type="button"
          onClick={() => add('single-selection')}
          data-testid="sop-quiz-add-single"
        >
          {t('quizEditor.addSingle')}
        </button>
      </div>
    </div>
  );
}
