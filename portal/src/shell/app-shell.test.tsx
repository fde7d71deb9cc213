// @vitest-environment jsdom
import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type OrganizationSettings,
  type RoleName,
  type UserProfile,
} from '@stepwise/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../session/store';
import type { SignedInSession } from '../session/types';
import { SessionContext } from '../session/use-session';
import { AppShell } from './app-shell';
import { DRAWER_QUERY } from './use-drawer';

vi.mock('../uploads/use-uploads', () => ({ uploads: { restore: () => Promise.resolve() } }));

const groups: WorkspaceGroupWithWorkspaces[] = [
  {
    id: 'g1',
    name: 'Plant',
    locale: 'en',
    priority: 0,
    workspaces: [
      {
        id: 'w1',
        name: 'Assembly',
        private: false,
        color: 'red',
        workspaceGroupId: 'g1',
        isInThisGroup: true,
        isLike: false,
      },
      {
        id: 'w2',
        name: 'Boxing',
        private: false,
        color: 'blue',
        workspaceGroupId: 'g1',
        isInThisGroup: false,
        isLike: false,
      },
    ],
  },
];

function fakeStore(role: RoleName): SessionStore {
  const profile: UserProfile = {
    id: 'u1',
    role,
    roles: {},
    organizationInfo: {
      id: 'o1',
      planType: 'standard',
      generation: 'gen2plus',
      defaultGroup: null,
    },
    displayName: 'Dana Demo',
    firstName: null,
    lastName: null,
    email: 'dana@example.test',
    passwordless: false,
    employeeId: null,
    locale: 'en',
    avatar: null,
    shared: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    isFreeTrialAdmin: false,
    changeCount: 0,
  };
  const state: SignedInSession = {
    status: 'signed-in',
    profile,
    role,
    settings: {} as OrganizationSettings,
    features: DEFAULT_FEATURE_FLAGS,
    permissionSettings: null,
    flags: accessFlags(role, null, DEFAULT_FEATURE_FLAGS),
    ipCheck: IpCheckState.PASSED,
    groups,
  };
  return {
    get: () => state,
    subscribe: () => () => undefined,
    reload: () => Promise.resolve(),
    reloadWorkspaces: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  } as unknown as SessionStore;
}

function renderShell(role: RoleName, path = '/home') {
  const router = createMemoryRouter(
    [{ Component: AppShell, children: [{ path: '*', Component: () => <p>page</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={fakeStore(role)}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return router;
}

const testIds = (prefix: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[data-testid^="${prefix}"]`)).map(
    (el) => el.dataset.testid,
  );

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('AppShell per demo role (default features)', () => {
  it('viewer: Home only, no create menu, no invite button', async () => {
    renderShell('viewer');
    await screen.findByTestId('app-shell');
    expect(testIds('side-item-')).toEqual(['side-item-home']);
    expect(screen.queryByTestId('create-menu')).toBeNull();
    expect(screen.queryByTestId('invite-user')).toBeNull();
  });

  it('publisher: create menu with the allowed options, no invite button', async () => {
    renderShell('publisher');
    await screen.findByTestId('app-shell');
    expect(testIds('side-item-')).toEqual([
      'side-item-home',
      'side-item-ownedByMe',
      'side-item-skills',
      'side-item-tasks',
    ]);
    expect(screen.queryByTestId('invite-user')).toBeNull();
    act(() => fireEvent.click(screen.getByTestId('create-menu')));
    expect(testIds('create-').filter((id) => id !== 'create-menu')).toEqual([
      'create-uploadVideo',
      'create-recordScreen',
      'create-createSmartInstruction',
      'create-createSkill',
      'create-createTask',
    ]);
  });

  it('publisher: Create smart instruction opens the editor (issue 20)', async () => {
    const router = renderShell('publisher');
    await screen.findByTestId('app-shell');
    act(() => fireEvent.click(screen.getByTestId('create-menu')));
    const item = screen.getByTestId('create-createSmartInstruction');
    expect(item.getAttribute('aria-disabled')).toBeNull();
    act(() => fireEvent.click(item));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smart-instruction'));
  });

  it('org admin: every default item and the invite button, but not on /admin/users', async () => {
    renderShell('admin-organization');
    await screen.findByTestId('app-shell');
    expect(testIds('side-item-')).toEqual([
      'side-item-home',
      'side-item-ownedByMe',
      'side-item-skills',
      'side-item-tasks',
      'side-item-analytics',
      'side-item-admin',
    ]);
    expect(screen.getByTestId('invite-user')).toBeTruthy();
    cleanup();
    renderShell('admin-organization', '/admin/users');
    await screen.findByTestId('app-shell');
    expect(screen.queryByTestId('invite-user')).toBeNull();
  });
});

describe('workspace menu', () => {
  it('My Workspaces starts open; opening All closes it; the search filters', async () => {
    renderShell('viewer');
    const menu = within(await screen.findByTestId('workspace-menu'));
    expect(menu.getByTestId('workspaces-mine-panel').hidden).toBe(false);
    expect(menu.getByTestId('workspaces-all-panel').hidden).toBe(true);
    expect(menu.getByTestId('workspace-link-mine-w1')).toBeTruthy();
    expect(menu.queryByTestId('workspace-link-mine-w2')).toBeNull();
    act(() => fireEvent.click(menu.getByTestId('workspaces-all-toggle')));
    expect(menu.getByTestId('workspaces-mine-panel').hidden).toBe(true);
    expect(menu.getByTestId('workspaces-all-panel').hidden).toBe(false);
    act(() => fireEvent.change(menu.getByTestId('workspace-search'), { target: { value: 'BOX' } }));
    expect(menu.queryByTestId('workspace-link-all-w1')).toBeNull();
    expect(menu.getByTestId('workspace-link-all-w2')).toBeTruthy();
  });

  it('the theme switch flips data-theme on <html> and remembers it', async () => {
    renderShell('viewer');
    const button = await screen.findByTestId('theme-switch');
    const before = document.documentElement.dataset.theme;
    act(() => fireEvent.click(button));
    const after = document.documentElement.dataset.theme;
    expect(after).not.toBe(before);
    expect(localStorage.getItem('stepwise.theme')).toBe(after);
  });
});

describe('the side menu as a drawer below 1024 px', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === DRAWER_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  it('starts closed; the menu button opens it with focus inside; Escape closes it', async () => {
    renderShell('publisher');
    const button = await screen.findByTestId('side-menu-button');
    const nav = screen.getByTestId('side-menu');
    expect(nav.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    act(() => fireEvent.click(button));
    expect(nav.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(nav.contains(document.activeElement)).toBe(true);
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(nav.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('a press outside closes it; so does going to another page', async () => {
    renderShell('publisher');
    const button = await screen.findByTestId('side-menu-button');
    const nav = screen.getByTestId('side-menu');
    act(() => fireEvent.click(button));
    act(() => fireEvent.pointerDown(document.body));
    expect(nav.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    act(() => fireEvent.click(button));
    act(() => fireEvent.click(screen.getByTestId('side-item-ownedByMe')));
    expect(await screen.findByText('page')).toBeTruthy();
    expect(nav.hidden).toBe(true);
  });
});

describe('AppShell on analytics pages (000 §2, issue 25)', () => {
  it('the side menu becomes the report menu, and back home restores it', async () => {
    const router = renderShell('admin-organization', '/analytics/workflows/detail');
    await screen.findByTestId('report-menu');
    expect(screen.queryByTestId('side-menu-items')).toBeNull();
    // Skills are on by default, so both configurable reports show.
    expect(screen.getByTestId('report-link-skills-analysis')).toBeTruthy();
    act(() => fireEvent.click(screen.getByTestId('report-menu-back')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByTestId('side-menu-items')).toBeTruthy();
    expect(screen.queryByTestId('report-menu')).toBeNull();
  });
});
