// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportMenu } from './report-menu';

afterEach(cleanup);

const show = (skills: boolean, at = '/analytics/users') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <ReportMenu skills={skills} />
    </MemoryRouter>,
  );
const names = (section: string) =>
  within(screen.getByTestId(`report-menu-${section}`))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('report menu (000 §4)', () => {
  it('lists configurable and legacy reports; skills entries only with skills', () => {
    show(true);
    expect(names('configurable')).toEqual(['Content analysis', 'Skills analysis']);
    expect(names('legacy')).toEqual([
      'Organization',
      'Workspaces',
      'Smart videos trend',
      'Smart videos detail',
      'Smart videos list',
      'Smart instructions trend',
      'Smart instructions detail',
      'Skills performance',
      'Quiz performance',
      'Quizzes',
      'Users',
    ]);
    cleanup();
    show(false);
    expect(names('configurable')).toEqual(['Content analysis']);
    expect(names('legacy')).not.toContain('Skills performance');
    expect(names('legacy')).toContain('Quizzes');
  });

  it('links each report, marks the open one and goes back home', () => {
    show(false, '/analytics/workflows/detail');
    const open = screen.getByTestId('report-link-workflows/detail');
    expect(open.getAttribute('href')).toBe('/analytics/workflows/detail');
    expect(open.getAttribute('aria-current')).toBe('page');
    // `end`: the list's link is not current on the detail page.
    expect(screen.getByTestId('report-link-workflows').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('report-menu-back').getAttribute('href')).toBe('/home');
  });

  it('collapses and opens a section with its button', () => {
    show(false);
    const toggle = screen.getByTestId('report-menu-legacy-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(list.hidden).toBe(false);
  });
});
