import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuizMask } from './quiz-mask.js';
import { QUIZ_FAILED, QUIZ_NOT_TAKEN } from './quiz-fixtures.js';

describe('QuizMask (002 §4)', () => {
  it('asks with Take quiz first, focused, and Close; no review before an attempt', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<QuizMask summary={QUIZ_NOT_TAKEN} onOpen={onOpen} onClose={onClose} />);
    const mask = screen.getByRole('dialog', { name: 'Check what you learned' });
    expect(mask.getAttribute('part')).toBe('quiz-mask');
    const take = screen.getByRole('button', { name: 'Take quiz' });
    expect(document.activeElement).toBe(take);
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    await userEvent.click(take);
    expect(onOpen).toHaveBeenCalledWith('TAKE_QUIZ');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the review after an attempt; Escape closes; keys stay inside', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const outside = vi.fn();
    render(
      <div onKeyDown={outside}>
        <QuizMask summary={QUIZ_FAILED} onOpen={onOpen} onClose={onClose} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(onOpen).toHaveBeenCalledWith('REVIEW_QUIZ');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: ' ' });
    expect(outside).not.toHaveBeenCalled();
  });
});
