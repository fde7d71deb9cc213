/**
 * One question of the quiz authoring screen (001 §3 Question, §5): its title, its options with
 * the correct answer as a radio beside each, the explanation and the reference source; each
 * incompleteness problem beside its field. Move up / down and delete are buttons, so reordering
 * works from the keyboard; after a move the focus stays on a move button of the same question.
 */
import type { OptionLetter, Question, QuizProblem } from '@stepwise/core';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { t } from '../../i18n/t';
import { problemKey, type QuestionPatch } from './quiz-editor-state';

export interface QuestionCardProps {
  question: Question;
  index: number;
  count: number;
  readOnly: boolean;
  selected: boolean;
  problems: ReadonlyMap<QuizProblem['field'], QuizProblem> | undefined;
  /** Focus the title when the card first shows (a question just added). */
  focusOnMount: boolean;
  onSelect: () => void;
  onEdit: (patch: QuestionPatch) => void;
  onOption: (letter: OptionLetter, text: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

export function QuestionCard(props: QuestionCardProps) {
  const { question: q, index, count, readOnly, problems } = props;
  const number = index + 1;
  const base = useId();
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedBy = useRef<-1 | 1 | null>(null);
  const focusOnMount = useRef(props.focusOnMount);

  useEffect(() => {
    if (focusOnMount.current) titleRef.current?.focus();
  }, []);

  // The moved card keeps its element (the list is keyed by question id), but the button pressed
  // may now be disabled at an end of the list: the focus goes to the other one.
  useLayoutEffect(() => {
    const by = movedBy.current;
    if (by === null) return;
    movedBy.current = null;
    const canUp = index > 0;
    const canDown = index < count - 1;
    const target = by === -1 ? (canUp ? upRef : downRef) : canDown ? downRef : upRef;
    target.current?.focus();
  }, [index, count]);

  const problemId = (field: QuizProblem['field']) => `${base}-${field}-problem`;
  const problem = (field: QuizProblem['field']) => {
    const found = problems?.get(field);
    if (!found) return null;
    return (
      <p id={problemId(field)} className="field-error quiz-problem" data-field={field}>
        {t(problemKey(found, q))}
      </p>
    );
  };
  const invalid = (field: QuizProblem['field']) =>
    problems?.has(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': problemId(field) }
      : {};
  const move = (by: -1 | 1) => {
    movedBy.current = by;
    props.onMove(by);
  };
  const typeLabel =
    q.type === 'true-or-false' ? t('quizEditor.type.trueOrFalse') : t('quizEditor.type.single');

  return (
    <li
      className="quiz-question"
      data-testid="quiz-question"
      data-question-id={q.id}
      data-selected={props.selected || undefined}
      aria-current={props.selected || undefined}
      onFocusCapture={props.onSelect}
    >
      <fieldset className="quiz-question-fields">
        <legend>
          <span className="quiz-question-number">{t('quizEditor.question', { number })}</span>{' '}
          <span className="quiz-question-type muted">{typeLabel}</span>
        </legend>

        <label className="quiz-field" htmlFor={`${base}-title`}>
          {t('quizEditor.questionTitle')}
        </label>
        <textarea
          id={`${base}-title`}
          ref={titleRef}
          rows={2}
          value={q.title}
          readOnly={readOnly}
          onChange={(e) => props.onEdit({ title: e.currentTarget.value })}
          data-testid="quiz-question-title"
          {...invalid('title')}
        />
        {problem('title')}

        <fieldset className="quiz-options" {...invalid('correctAnswer')}>
          <legend>{t('quizEditor.options')}</legend>
          <ul>
            {q.options.map((option) => (
              <li key={option.letter} className="quiz-option">
                <input
                  type="radio"
                  name={`${base}-correct`}
                  value={option.letter}
                  checked={q.correctAnswer === option.letter}
                  disabled={readOnly}
                  onChange={() => props.onEdit({ correctAnswer: option.letter })}
                  aria-label={t('quizEditor.correctOption', { letter: option.letter })}
                  data-testid={`quiz-correct-${option.letter}`}
                />
                <span className="quiz-option-letter" aria-hidden="true">
                  {option.letter}
                </span>
                {q.type === 'true-or-false' ? (
                  // 001 §5: true-or-false options are true and false; only the answer is chosen.
                  <span className="quiz-option-text">{option.text}</span>
                ) : (
                  <input
                    type="text"
                    className="quiz-option-text"
                    value={option.text}
                    readOnly={readOnly}
                    aria-label={t('quizEditor.option', { letter: option.letter })}
                    onChange={(e) => props.onOption(option.letter, e.currentTarget.value)}
                    data-testid={`quiz-option-${option.letter}`}
                    {...(problems?.has('options') && !option.text.trim()
                      ? { 'aria-invalid': true, 'aria-describedby': problemId('options') }
                      : {})}
                  />
                )}
              </li>
            ))}
          </ul>
          {problem('correctAnswer')}
          {problem('options')}
        </fieldset>

        <label className="quiz-field" htmlFor={`${base}-explanation`}>
          {t('quizEditor.explanation')}
        </label>
        <textarea
          id={`${base}-explanation`}
          rows={2}
          value={q.explanation}
          readOnly={readOnly}
          onChange={(e) => props.onEdit({ explanation: e.currentTarget.value })}
          aria-describedby={`${base}-explanation-hint`}
          data-testid="quiz-question-explanation"
        />
        <p id={`${base}-explanation-hint`} className="hint small">
          {t('quizEditor.explanationHint')}
        </p>

        <label className="quiz-field" htmlFor={`${base}-source`}>
          {t('quizEditor.referenceSource')}
        </label>
        <input
          id={`${base}-source`}
          type="text"
          value={q.referenceSource}
          readOnly={readOnly}
          onChange={(e) => props.onEdit({ referenceSource: e.currentTarget.value })}
          data-testid="quiz-question-source"
          {...invalid('referenceSource')}
        />
        {problem('referenceSource')}

        {!readOnly && (
          <div className="row-buttons quiz-question-tools">
            <button
              type="button"
              ref={upRef}
              onClick={() => move(-1)}
              disabled={index === 0}
              aria-label={t('quizEditor.moveUp', { number })}
            >
              <span aria-hidden="true">↑</span> {t('quizEditor.up')}
            </button>
            <button
              type="button"
              ref={downRef}
              onClick={() => move(1)}
              disabled={index === count - 1}
              aria-label={t('quizEditor.moveDown', { number })}
            >
              <span aria-hidden="true">↓</span> {t('quizEditor.down')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={props.onDelete}
              aria-label={t('quizEditor.delete', { number })}
              data-testid="quiz-question-delete"
            >
              {t('quizEditor.deleteShort')}
            </button>
          </div>
        )}
      </fieldset>
    </li>
  );
}
