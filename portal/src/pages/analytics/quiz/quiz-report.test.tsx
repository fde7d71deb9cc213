// @vitest-environment jsdom
// The quiz report views (every story renders; stories are contracts, STYLE §15): the links to a
// quiz's people and to one person's history, passed / failed, the answers of an attempt, the
// hardest question first, the empty states.
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './quiz-report.stories';

afterEach(cleanup);
const s = composeStories(stories);

describe('quiz report views', () => {
  it('overview: cards and one linked row per workflow', () => {
    render(<s.Overview />);
    const cards = screen.getByTestId('quiz-overview-cards');
    expect(within(cards).getByText('57')).toBeTruthy();
    expect(within(cards).getByText('72%')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Lathe setup' });
    expect(link.getAttribute('href')).toBe('/analytics/quiz/workflow/wf1');
  });

  it('people: result and a link to the result history', () => {
    render(<s.People />);
    const rows = screen.getAllByTestId('quiz-user-row');
    expect(rows[0]!.textContent).toContain('You passed');
    expect(rows[1]!.textContent).toContain('Did not pass');
    expect(screen.getByRole('link', { name: 'Kiosk 3' }).getAttribute('href')).toBe(
      '/analytics/quiz/q1/workflow/wf1/user/u2',
    );
  });

  it('result history: each attempt with its answers, the correct one shown when wrong', () => {
    render(<s.ResultHistory />);
    const attempts = screen.getAllByTestId('quiz-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.textContent).toContain('Attempt 2');
    const failed = within(attempts[1]!).getAllByTestId('quiz-answer');
    expect(failed[0]!.textContent).toContain('B. Start the spindle');
    expect(failed[0]!.textContent).toContain('A. Lock the chuck');
    expect(failed[1]!.textContent).toContain('Not answered');
  });

  it('performance: the server order (hardest first) with the correct rate', () => {
    render(<s.Performance />);
    const rows = screen.getAllByTestId('quiz-question-row');
    expect(rows[0]!.textContent).toContain('Which fork height is safe for driving?');
    expect(rows[0]!.textContent).toContain('35%');
  });

  it('every table has its empty state', () => {
    for (const [Story, id] of [
      [s.OverviewEmpty, 'quiz-workflows-empty'],
      [s.PeopleEmpty, 'quiz-users-empty'],
      [s.ResultHistoryEmpty, 'quiz-attempts-empty'],
      [s.PerformanceEmpty, 'quiz-performance-empty'],
    ] as const) {
      const view = render(<Story />);
      expect(screen.getByTestId(id)).toBeTruthy();
      view.unmount();
    }
  });
});
