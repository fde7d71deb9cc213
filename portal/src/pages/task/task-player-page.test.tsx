// @vitest-environment jsdom
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskPlayerPage } from './task-player-page';
import { testPerformance } from './test-task';

const calls = vi.hoisted(() => ({ get: vi.fn(), recount: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ getMyTask: calls.get, calculateTaskProgress: calls.recount }));
// The workflow player is not what these tests look at.
vi.mock('@stepwise/player/react', () => ({ Player: () => null }));
vi.mock('@stepwise/player/api-source', () => ({ apiDataSource: () => ({}) }));
vi.mock('../../shell/use-shell-session', () => ({
  useShellSession: () => ({ profile: { id: 'u-2' } }),
}));
vi.mock('../../shell/theme', () => ({ useTheme: () => ['light', () => undefined] }));

function renderPlayer() {
  const router = createMemoryRouter(
    [{ path: '/taskplayer/:taskPerformanceId', Component: TaskPlayerPage }],
    { initialEntries: ['/taskplayer/tp-1'] },
  );
  render(<RouterProvider router={router} />);
}

describe('/taskplayer/{taskPerformanceId}: fetch results (002 §4)', () => {
  beforeEach(() => {
    calls.get.mockReset();
  });
  afterEach(cleanup);

  it('wait, then the occurrence: items with their done ticks and the progress', async () => {
    calls.get.mockResolvedValue(testPerformance());
    renderPlayer();
    expect(screen.getByTestId('task-player-loading')).toBeTruthy();
    expect((await screen.findByTestId('task-player-title')).textContent).toBe(
      'Weekly line clearance',
    );
    const items = screen.getAllByTestId('task-player-item');
    expect(items.map((i) => i.dataset.done)).toEqual(['true', 'false']);
    expect(screen.getByTestId('task-player-run').getAttribute('href')).toBe(
      '/taskplayer/tp-1/mm-sop/sop-1',
    );
    expect(screen.getByTestId('task-player-play')).toBeTruthy();
  });

  it('not assigned (code 52): a clear page with nothing of the task', async () => {
    calls.get.mockImplementation(() =>
      Promise.reject(new StepwiseError(ErrorCode.NotAssignedSkill, 'not assigned')),
    );
    renderPlayer();
    const page = await screen.findByTestId('task-player-not-assigned');
    expect(page.textContent).toBe('');
  });

  it('unpublished (code 2): the unpublished-content screen', async () => {
    calls.get.mockImplementation(() =>
      Promise.reject(new StepwiseError(ErrorCode.UnpublishedSkill, 'unpublished')),
    );
    renderPlayer();
    expect(await screen.findByTestId('unavailable-content')).toBeTruthy();
  });

  it('another failure: its message with a retry', async () => {
    calls.get.mockRejectedValueOnce(new Error('Network error: offline'));
    renderPlayer();
    expect((await screen.findByTestId('task-player-error')).textContent).toContain(
      'Network error: offline',
    );
  });
});
