// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateTaskDialog } from './create-task-dialog';
import { testTask } from './test-task';

const calls = vi.hoisted(() => ({ groups: vi.fn(), create: vi.fn(), contents: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  listWorkspaceGroups: calls.groups,
  createTask: calls.create,
  setTaskContents: calls.contents,
}));

function Builder() {
  const location = useLocation();
  return <p data-testid="builder">{JSON.stringify(location.state)}</p>;
}

function renderDialog(
  props: { workspaceId?: string; contents?: { type: 'multimodal-sops'; id: string }[] } = {},
) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/task/list', element: <CreateTaskDialog {...props} onClose={onClose} /> },
      { path: '/taskbuilder/:taskId', Component: Builder },
    ],
    { initialEntries: ['/task/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe('CreateTaskDialog (002 §5, §8)', () => {
  beforeEach(() => {
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal = vi.fn();
    HTMLDialogElement.prototype.close = vi.fn();
    calls.groups.mockResolvedValue([
      {
        id: 'g-1',
        name: 'Plant',
        workspaces: [
          { id: 'ws-1', name: 'Packaging' },
          { id: 'ws-2', name: 'Maintenance' },
        ],
      },
    ]);
    calls.create.mockReset();
    calls.contents.mockReset();
  });
  afterEach(cleanup);

  it('checks the title (required, not only spaces, at most 90) before calling the server', async () => {
    renderDialog();
    await screen.findByTestId('create-task-workspace');
    fireEvent.click(screen.getByTestId('create-task-submit'));
    expect((await screen.findByTestId('create-task-error')).textContent).toBe(
      'This field is required.',
    );
    fireEvent.change(screen.getByTestId('create-task-title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('create-task-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('create-task-error').textContent).toBe('It cannot be only spaces.'),
    );
    fireEvent.change(screen.getByTestId('create-task-title'), {
      target: { value: 'x'.repeat(91) },
    });
    fireEvent.click(screen.getByTestId('create-task-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('create-task-error').textContent).toBe('At most 90 characters.'),
    );
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("defaults to the route's workspace, creates, and opens the builder with the success alert", async () => {
    calls.create.mockResolvedValue(testTask({ id: 'task-9' }));
    const { router } = renderDialog({ workspaceId: 'ws-2' });
    await waitFor(() =>
      expect((screen.getByTestId('create-task-workspace') as HTMLSelectElement).value).toBe('ws-2'),
    );
    fireEvent.change(screen.getByTestId('create-task-title'), { target: { value: ' Audit ' } });
    fireEvent.click(screen.getByTestId('create-task-submit'));
    await screen.findByTestId('builder');
    expect(calls.create).toHaveBeenCalledWith({}, { title: 'Audit', group: 'ws-2' });
    expect(router.state.location.pathname).toBe('/taskbuilder/task-9');
    expect(router.state.location.state).toEqual({ taskNotice: 'created' });
  });

  it('without a route workspace takes the first one and puts the given contents', async () => {
    calls.create.mockResolvedValueOnce(testTask({ id: 'task-7' }));
    calls.contents.mockResolvedValueOnce(testTask({ id: 'task-7' }));
    const { router } = renderDialog({ contents: [{ type: 'multimodal-sops', id: 'sop-1' }] });
    await waitFor(() =>
      expect((screen.getByTestId('create-task-workspace') as HTMLSelectElement).value).toBe('ws-1'),
    );
    fireEvent.change(screen.getByTestId('create-task-title'), { target: { value: 'Audit' } });
    fireEvent.click(screen.getByTestId('create-task-submit'));
    await screen.findByTestId('builder');
    expect(calls.contents).toHaveBeenCalledWith({}, 'task-7', [
      { type: 'multimodal-sops', id: 'sop-1' },
    ]);
    expect(router.state.location.pathname).toBe('/taskbuilder/task-7');
  });

  it('a refused creation stays in the dialog with tasks.failedToCreateTask', async () => {
    calls.create.mockRejectedValueOnce(new Error('HTTP 500'));
    const { router, onClose } = renderDialog();
    await screen.findByTestId('create-task-workspace');
    fireEvent.change(screen.getByTestId('create-task-title'), { target: { value: 'Audit' } });
    fireEvent.click(screen.getByTestId('create-task-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('create-task-error').textContent).toBe(
        'The task could not be created. Try again.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/task/list');
  });
});
