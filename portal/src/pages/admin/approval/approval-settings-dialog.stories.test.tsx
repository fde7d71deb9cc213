// @vitest-environment jsdom
// Every story renders and reaches its state (stories are contracts, STYLE §15).
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as stories from './approval-settings-dialog.stories';

vi.mock('../../../api', () => ({ api: {} }));
const c = composeStories(stories);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe('approval settings dialog stories', () => {
  it('reach their states', async () => {
    const reach = async (Story: (typeof c)[keyof typeof c], find: () => Promise<unknown>) => {
      const view = render(<Story />);
      await find();
      view.unmount();
    };
    await reach(c.FeatureOff, () => screen.findByTestId('approval-settings-off'));
    await reach(c.Loading, () => screen.findByTestId('approval-settings-loading'));
    await reach(c.LoadFailed, () => screen.findByText('The server could not be reached'));
    await reach(c.NewWorkflow, () => screen.findByTestId('approval-stage-1-no-reviewers'));
    await reach(c.SavedWithOpenRequests, () => screen.findByTestId('approval-settings-open'));
    await reach(c.TenStages, () => screen.findByTestId('approval-settings-stages-full'));
    expect(Object.keys(c)).toHaveLength(6);
  });
});
