/**
 * One question as a radio group: a fieldset whose legend says 'Question 2 of 5' and the
 * question, one native radio per option. Native radios give what keyboard-only people expect:
 * Tab into the group, arrow keys move between its options (and choose), Space chooses; Enter
 * chooses here too. The focus ring is on the option's whole row.
 */
import type { OptionLetter, QuestionForTaking } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { optionText } from './shared.js';

export interface QuestionFieldProps {
  question: QuestionForTaking;
  number: number;
  total: number;
  chosen: OptionLetter | undefined;
  disabled: boolean;
  onChoose: (letter: OptionLetter) => void;
  /** The title, to move focus to when another question comes on screen. */
  titleRef?: Ref<HTMLSpanElement>;
}

export function QuestionField({
  question,
  number,
  total,
  chosen,
  disabled,
  onChoose,
  titleRef,
}: QuestionFieldProps) {
  const t = useT();
  const name = useId();
  const onKeyDown = (letter: OptionLetter) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChoose(letter);
  };
  return (
    <fieldset
      className="sw-quiz-question"
      part="question"
      data-question-id={question.id}
      data-answered={chosen ? 'true' : 'false'}
      disabled={disabled}
    >
      <legend>
        <span className="sw-quiz-number">{t('quiz.questionOf', { number, total })}</span>{' '}
        <span className="sw-quiz-question-title" ref={titleRef} tabIndex={-1}>
          {question.title}
        </span>
      </legend>
      <ul className="sw-quiz-options" role="presentation">
        {question.options.map((option) => (
          <li key={option.letter}>
            <label
              className="sw-quiz-option"
              part="option"
              data-checked={chosen === option.letter ? 'true' : 'false'}
            >
              <input
                type="radio"
                name={name}
                value={option.letter}
                checked={chosen === option.letter}
                onChange={() => onChoose(option.letter)}
                onKeyDown={onKeyDown(option.letter)}
              />
              <span className="sw-quiz-letter" aria-hidden="true">
                {option.letter}
              </span>
              <span>{optionText(t, question.type, option.text)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
