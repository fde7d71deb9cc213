import { QUIZ_RESULT_LABELS } from '@stepwise/core';
import { en } from '@stepwise/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQuizStore, withAttempt } from '../core/quiz-store.js';
import { EMPTY_HISTORY, memoryQuizPort, portError } from '../core/test-port.js';
import { airFilterKey, airFilterQuiz } from '../core/test-quiz.js';
import { Quiz } from './quiz.js';

const port = (more = {}) => memoryQuizPort({ quiz: airFilterQuiz, key: airFilterKey, ...more });

const group = (name: RegExp | string) => screen.findByRole('group', { name });

describe('<Quiz>', () => {
  it('says the result labels in English as core does (001 §9)', () => {
    expect(en['quiz.result.passed']).toBe(QUIZ_RESULT_LABELS.passed);
    expect(en['quiz.result.failed']).toBe(QUIZ_RESULT_LABELS.failed);
  });

  it('one question at a time, keyboard only: arrows, Space and Enter choose; submit waits for every answer', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const onAnswer = vi.fn();
    const onCompleted = vi.fn();
    const memory = port();
    render(
      <Quiz
        port={memory}
        workflowId="wf-air-filter"
        onStart={onStart}
        onAnswer={onAnswer}
        onCompleted={onCompleted}
      />,
    );
    const first = await group(/^Question 1 of 3/);
    expect(within(first).getByText('The filter housing is held by four clips.')).toBeTruthy();
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({
        quizId: 'qz-air-filter',
        workflowId: 'wf-air-filter',
        questionCount: 3,
      }),
    );
    expect(screen.getByText('Attempt 1')).toBeTruthy();
    // Tab into the group, Space chooses the focused option.
    await user.tab();
    expect(document.activeElement).toBe(within(first).getByRole('radio', { name: /True/ }));
    await user.keyboard(' ');
    expect(within(first).getByRole('radio', { name: /True/ })).toHaveProperty('checked', true);
    expect(onAnswer).toHaveBeenLastCalledWith({
      quizId: 'qz-air-filter',
      questionId: 'q1',
      userAnswer: 'A',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await group(/^Question 2 of 3/);
    // Focus follows to the new question.
    expect(second.contains(document.activeElement)).toBe(true);
    const options = within(second).getAllByRole('radio');
    options[1]!.focus();
    await user.keyboard('{Enter}');
    expect(options[1]).toHaveProperty('checked', true);
    options[0]!.focus();
    await user.keyboard('{Enter}');
    expect(options[0]).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const third = await group(/^Question 3 of 3/);
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Answer every question to submit.')).toBeTruthy();
    expect(screen.getByText('2 of 3 answered')).toBeTruthy();
    await user.click(within(third).getByRole('radio', { name: /It clicks into place/ }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    // The result, said by the live region, then the review.
    const heading = await screen.findByRole('heading', { name: 'You passed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('You passed. Score: 100%');
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByText('3 of 3 correct')).toBeTruthy();
    expect(onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ score: 100, passed: true, userQuizId: 'uq1', attempt: 1 }),
    );
    expect(memory.submitted[0]?.answers.map((a) => a.userAnswer)).toEqual(['A', 'A', 'B']);
  });

  it('all at once: a failed attempt reviews each answer with the correct one and the explanation; retake starts over', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(
      <Quiz port={port()} workflowId="wf-air-filter" layout="all-at-once" onStart={onStart} />,
    );
    await group(/^Question 3 of 3/);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await user.click(screen.getAllByRole('radio', { name: /False/ })[0]!);
    await user.click(screen.getByRole('radio', { name: /Oil the clips/ }));
    await user.click(screen.getByRole('radio', { name: /It clicks into place/ }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Did not pass' })).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.dataset.correct);
    expect(items.map((li) => li.dataset.correct)).toEqual(['false', 'false', 'true']);
    expect(within(items[0]!).getByText('B. False')).toBeTruthy();
    expect(within(items[0]!).getByText('A. True')).toBeTruthy();
    expect(within(items[1]!).getByText('A. Switch the unit off and lock it out')).toBeTruthy();
    expect(
      within(items[1]!).getByText('Step 1 switches the unit off and locks it out first.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(await screen.findByText('Attempt 2')).toBeTruthy();
    expect(screen.getByText('0 of 3 answered')).toBeTruthy();
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(2));
  });

  it('opens the review of the latest attempt when there is one (REVIEW_QUIZ)', async () => {
    const first = createQuizStore({ port: port(), workflowId: 'wf' });
    await first.start();
    for (const q of airFilterQuiz.questions) first.choose(q.id, 'A');
    const attempt = (await first.submit())!;
    const onModeChange = vi.fn();
    render(
      <Quiz
        port={port({ history: withAttempt(EMPTY_HISTORY, attempt) })}
        workflowId="wf"
        onModeChange={onModeChange}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Did not pass' })).toBeTruthy();
    expect(onModeChange).toHaveBeenCalledWith('REVIEW_QUIZ');
  });

  it('shows loading, the empty states and a load error with a retry', async () => {
    const user = userEvent.setup();
    const loading = render(<Quiz port={port({ hang: true })} workflowId="wf" />);
    expect(screen.getByText('Loading the quiz…')).toBeTruthy();
    loading.unmount();
    const none = render(<Quiz port={port({ quiz: null })} workflowId="wf" />);
    expect(await screen.findByText('This workflow has no quiz.')).toBeTruthy();
    none.unmount();
    const draft = render(
      <Quiz port={port({ quiz: { ...airFilterQuiz, published: false } })} workflowId="wf" />,
    );
    expect(await screen.findByText('This quiz is not published yet.')).toBeTruthy();
    draft.unmount();
    const memory = port({ loadError: portError(0) });
    const onError = vi.fn();
    render(<Quiz port={memory} workflowId="wf" onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The quiz could not be reached.',
    );
    expect(onError).toHaveBeenCalledWith({ status: 0, message: 'HTTP 0' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(memory.loads).toBe(2));
  });

  it('a failed submission says so and keeps the answers', async () => {
    const user = userEvent.setup();
    render(
      <Quiz port={port({ submitError: portError(500) })} workflowId="wf" layout="all-at-once" />,
    );
    await group(/^Question 1 of 3/);
    for (const radio of [/True/, /Oil the clips/, /After two minutes/]) {
      await user.click(screen.getByRole('radio', { name: radio }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answers could not be sent. Please try again.',
    );
    expect(screen.getByRole('radio', { name: /Oil the clips/ })).toHaveProperty('checked', true);
  });

  it('reads in the language asked, right to left in Arabic; Escape closes when the host can', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { container } = render(
      <Quiz port={port()} workflowId="wf" lang="ar-ar" theme="light" onClose={onClose} />,
    );
    expect(await screen.findByText('السؤال 1 من 3')).toBeTruthy();
    const root = container.querySelector('.sw-quiz')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(screen.getByRole('radio', { name: /صحيح/ })).toBeTruthy();
    screen.getByRole('radio', { name: /صحيح/ }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.sw-quiz')).toBeNull();
  });
});
