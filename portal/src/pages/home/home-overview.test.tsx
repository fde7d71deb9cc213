// @vitest-environment jsdom
import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type HomeOverview,
} from '@stepwise/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessSession } from '../../session/route-access';
import { visibleHomeTabs } from './home-tabs';
import { HomeOverviewView } from './home-overview';
import { testOverview } from './test-overview';

afterEach(cleanup);

const session = (over: Partial<AccessSession['features']> = {}): AccessSession => ({
  role: 'viewer',
  flags: accessFlags('viewer', null, DEFAULT_FEATURE_FLAGS),
  features: { ...DEFAULT_FEATURE_FLAGS, skills: true, tasks: true, ...over },
  ipCheck: IpCheckState.PASSED,
});

const show = (overview: HomeOverview, s = session()) =>
  render(
    <MemoryRouter>
      <HomeOverviewView overview={overview} session={s} />
    </MemoryRouter>,
  );

describe('home tabs (000 §2, 000 §4 gates)', () => {
  it('shows the skills and tasks tabs only with their features', () => {
    const paths = (s: AccessSession) => visibleHomeTabs(s).map((t) => t.path);
    expect(paths(session())).toContain('/home/skills-todo');
    expect(paths(session())).toContain('/home/tasks-completed');
    const off = paths(session({ skills: false, tasks: false }));
    expect(off).toEqual(expect.not.arrayContaining(['/home/skills-todo', '/home/tasks-todo']));
    expect(off).toEqual(
      expect.arrayContaining(['/home/overview', '/home/discover', '/home/favorites']),
    );
  });
});

describe('HomeOverviewView (002 §2)', () => {
  it('shows counts linking to their tabs, due items overdue first, recent and progress', () => {
    show(testOverview());
    expect(screen.getByTestId('home-count-skillsTodo').getAttribute('href')).toBe(
      '/home/skills-todo',
    );
    expect(screen.getByTestId('home-count-skillsTodo').textContent).toContain('2');
    const due = within(screen.getByTestId('home-due')).getAllByTestId('home-due-item');
    expect(due[0]!.textContent).toContain('Overdue');
    expect(within(due[0]!).getByRole('link').getAttribute('href')).toBe('/skillplayer/sk1');
    expect(within(due[1]!).getByRole('link').getAttribute('href')).toBe('/taskplayer/tp1');
    const recent = within(screen.getByTestId('home-recent')).getAllByRole('link');
    expect(recent.map((a) => a.getAttribute('href'))).toEqual([
      '/smart-instruction/sop1',
      '/playermain/wf1',
    ]);
    expect(screen.getByTestId('home-progress').getAttribute('value')).toBe('45');
  });

  it('says when nothing is due or viewed', () => {
    show(testOverview({ due: [], recent: [] }));
    expect(screen.getByTestId('home-due-empty')).toBeTruthy();
    expect(screen.getByTestId('home-recent-empty')).toBeTruthy();
  });

  it('leaves out skills and tasks when their features are off', () => {
    show(testOverview(), session({ skills: false, tasks: false }));
    expect(screen.queryByTestId('home-count-skillsTodo')).toBeNull();
    expect(screen.queryByTestId('home-due')).toBeNull();
    expect(screen.queryByTestId('home-progress')).toBeNull();
    expect(screen.getByTestId('home-recent')).toBeTruthy();
  });
});
