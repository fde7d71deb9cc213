// Every story renders (stories are contracts, STYLE §15), each state reached with its own script.
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './quiz.stories.js';

const composed = composeStories(stories);

describe('quiz stories', () => {
  it.each(Object.entries(composed))('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector('.sw-quiz')).toBeTruthy();
  });

  it('reach their states', async () => {
    const reach = async (Story: (typeof composed)[keyof typeof composed], find: () => unknown) => {
      const view = render(<Story />);
      await find();
      view.unmount();
    };
    const c = composed;
    await reach(c.Loading, () => screen.findByText('Loading the quiz…'));
    await reach(c.NoQuiz, () => screen.findByText('This workflow has no quiz.'));
    await reach(c.NotPublished, () => screen.findByText('This quiz is not published yet.'));
    await reach(c.QuestionOneAtATime, () => screen.findByText('Question 1 of 3'));
    await reach(c.QuestionAllAtOnce, () => screen.findByText('Question 3 of 3'));
    await reach(c.Answered, () => screen.findByText('3 of 3 answered'));
    await reach(c.Submitting, () => screen.findByRole('button', { name: 'Submitting…' }));
    await reach(c.ResultPassed, () => screen.findByRole('heading', { name: 'You passed' }));
    await reach(c.ResultFailed, () => screen.findByRole('heading', { name: 'Did not pass' }));
    await reach(c.Review, () => screen.findByText('Step 3: push it in until it clicks.'));
    await reach(c.LoadError, () => screen.findByText(/could not be loaded/));
    await reach(c.SubmitError, () => screen.findByText(/could not be reached/));
    await reach(c.RightToLeft, () => screen.findByText('السؤال 1 من 3'));
    await reach(c.RightToLeftResult, () => screen.findByRole('heading', { name: 'لم تنجح' }));
    await reach(c.Light, () => screen.findByText('Question 1 of 3'));
  });
});
