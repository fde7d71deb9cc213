import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuizCard } from './quiz-card.js';
import { QUIZ_FAILED, QUIZ_NOT_TAKEN, QUIZ_ONE_QUESTION, QUIZ_PASSED } from './quiz-fixtures.js';

describe('QuizCard (002 §2)', () => {
  it('shows the question count and offers the quiz when not taken yet', async () => {
    const onOpen = vi.fn();
    render(<QuizCard summary={QUIZ_NOT_TAKEN} onOpen={onOpen} />);
    const card = screen.getByRole('region', { name: 'Quiz' });
    expect(card.getAttribute('part')).toBe('quiz-card');
    expect(card.textContent).toContain('5 questions');
    expect(card.textContent).toContain('Not taken yet');
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take quiz' }));
    expect(onOpen).toHaveBeenCalledWith('TAKE_QUIZ');
  });

  it('says one question in the singular', () => {
    render(<QuizCard summary={QUIZ_ONE_QUESTION} onOpen={vi.fn()} />);
    expect(screen.getByText('1 question')).toBeTruthy();
  });

  it('names the best and the latest result with the spec’s labels, and offers a review', async () => {
    const onOpen = vi.fn();
    const { rerender } = render(<QuizCard summary={QUIZ_FAILED} onOpen={onOpen} />);
    expect(screen.getByText('Best').nextElementSibling?.textContent).toBe('60% · Not passed');
    rerender(<QuizCard summary={QUIZ_PASSED} onOpen={onOpen} />);
    expect(screen.getByText('Best').nextElementSibling?.textContent).toBe('100% · Passed');
    expect(screen.getByText('Latest').nextElementSibling?.textContent).toBe('80% · Passed');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(onOpen).toHaveBeenCalledWith('REVIEW_QUIZ');
    await userEvent.click(screen.getByRole('button', { name: 'Take quiz again' }));
    expect(onOpen).toHaveBeenLastCalledWith('TAKE_QUIZ');
  });
});
