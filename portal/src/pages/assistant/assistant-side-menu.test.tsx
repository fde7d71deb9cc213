// @vitest-environment jsdom
import {
  accessFlags,
  DEFAULT_FEATURE_FLAGS,
  IpCheckState,
  type ChatListItem,
  type OrganizationSettings,
  type UserProfile,
} from '@stepwise/core';
import { createChatStore, type ChatPort } from '@stepwise/assistant/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../session/store';
import type { SignedInSession } from '../../session/types';
import { SessionContext } from '../../session/use-session';
import { AppShell } from '../../shell/app-shell';

const chats: ChatListItem[] = [
  {
    id: 'c1',
    title: 'How do I check the torque?',
    type: 'regular',
    workflowId: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
  },
];
const none = () => Promise.reject(new Error('not in this test'));
const port: ChatPort = {
  listChats: () => Promise.resolve(chats),
  getChat: none,
  getWorkflowChat: () => Promise.resolve(null),
  presetQuestions: () => Promise.resolve([]),
  // eslint-disable-next-line require-yield -- never asked here
  ask: async function* () {
    throw new Error('not in this test');
  },
  clear: () => Promise.resolve(),
  like: () => Promise.resolve(),
  references: () => Promise.resolve([]),
};
const store = createChatStore({ port });
vi.mock('./portal-chat', () => ({ portalChat: () => store, portalChatPort: () => port }));
vi.mock('../../uploads/use-uploads', () => ({ uploads: { restore: () => Promise.resolve() } }));

function fakeSession(features = DEFAULT_FEATURE_FLAGS): SessionStore {
  const profile = {
    id: 'u1',
    role: 'viewer',
    roles: {},
    organizationInfo: {
      id: 'o1',
      planType: 'standard',
      generation: 'gen2plus',
      defaultGroup: null,
    },
    displayName: 'Dana Demo',
    email: 'dana@example.test',
    passwordless: false,
    shared: false,
  } as unknown as UserProfile;
  const state: SignedInSession = {
    status: 'signed-in',
    profile,
    role: 'viewer',
    settings: {} as OrganizationSettings,
    features,
    permissionSettings: null,
    flags: accessFlags('viewer', null, features),
    ipCheck: IpCheckState.PASSED,
    groups: [],
  };
  return {
    get: () => state,
    subscribe: () => () => undefined,
    reload: () => Promise.resolve(),
    reloadWorkspaces: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  } as unknown as SessionStore;
}

function renderShell(path: string, features = DEFAULT_FEATURE_FLAGS) {
  const router = createMemoryRouter(
    [{ Component: AppShell, children: [{ path: '*', Component: () => <p>page</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={fakeSession(features)}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return router;
}

beforeEach(async () => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await store.start();
});
afterEach(cleanup);

describe('the side menu on the assistant pages (000 §2)', () => {
  it('is the chat list: back, new chat, the chats, clear history', async () => {
    renderShell('/maven');
    const menu = within(await screen.findByTestId('side-menu'));
    await menu.findByRole('button', { name: 'New chat' });
    expect(menu.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Clear history' })).toBeTruthy();
    expect(menu.getByRole('button', { name: chats[0]!.title })).toBeTruthy();
    expect(menu.queryByTestId('side-menu-items')).toBeNull();
    expect(menu.queryByTestId('workspace-menu')).toBeNull();
  });

  it('back on the first page of the visit goes home', async () => {
    const router = renderShell('/smart-assist');
    const menu = within(await screen.findByTestId('side-menu'));
    const back = await menu.findByRole('button', { name: 'Back' });
    act(() => fireEvent.click(back));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await menu.findByTestId('side-menu-items')).toBeTruthy();
  });

  it('elsewhere the footer links to the assistant the organisation has', async () => {
    renderShell('/home');
    expect((await screen.findByTestId('assistant-maven')).getAttribute('href')).toBe('/maven');
    cleanup();
    renderShell('/home', { ...DEFAULT_FEATURE_FLAGS, smartAssist: true });
    expect((await screen.findByTestId('assistant-smart-assist')).getAttribute('href')).toBe(
      '/smart-assist',
    );
  });
});
