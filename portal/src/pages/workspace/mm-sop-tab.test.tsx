// @vitest-environment jsdom
import type { RoleName } from '@stepwise/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmartInstructionTab } from './mm-sop-tab';
import { WORKSPACE_ROUTE_ID } from './route-ids';

const mocks = vi.hoisted(() => ({ list: vi.fn(), role: { value: 'viewer' as RoleName } }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ listWorkspaceSmartInstructions: mocks.list }));
vi.mock('../../shell/use-shell-session', () => ({
  useShellSession: () => ({
    profile: { id: 'u-1', role: 'viewer', roles: { 'ws-1': mocks.role.value } },
  }),
}));

function renderTab() {
  const router = createMemoryRouter(
    [
      {
        id: WORKSPACE_ROUTE_ID,
        path: '/workspace/:workspaceId',
        loader: () => ({ id: 'ws-1', name: 'Assembly Line' }),
        children: [{ path: 'mm-sop', Component: SmartInstructionTab }],
      },
    ],
    { initialEntries: ['/workspace/ws-1/mm-sop'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('workspace mm-sop tab (002 §2)', () => {
  it("reads the workspace's first page of ten; an editor's empty state offers to create one", async () => {
    mocks.role.value = 'publisher';
    mocks.list.mockResolvedValue({
      items: [],
      page: { page: 0, size: 10, dataCount: 0, pageCount: 0 },
    });
    renderTab();
    expect((await screen.findByTestId('sop-grid-empty')).textContent).toContain(
      'Create one by hand, from a PDF or from a video.',
    );
    expect(mocks.list).toHaveBeenCalledWith({}, 'ws-1', { page: 0, size: 10 });
    expect(screen.getByTestId('sop-create').getAttribute('href')).toBe(
      '/smart-instruction?workspaceId=ws-1',
    );
  });

  it('a viewer gets no create action', async () => {
    mocks.role.value = 'viewer';
    mocks.list.mockResolvedValue({
      items: [],
      page: { page: 0, size: 10, dataCount: 0, pageCount: 0 },
    });
    renderTab();
    expect((await screen.findByTestId('sop-grid-empty')).textContent).toBe(
      'There are no smart instructions in this workspace yet.',
    );
    expect(screen.queryByTestId('sop-create')).toBeNull();
  });
});
