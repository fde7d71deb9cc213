// The advanced editor's header (issue 21) in its save states: saved, unsaved, saving, the
// re-render's stage and percent while the editor is read-only, a failed render and a refused
// save. Its buttons show in the Actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WorkflowRender } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { EditorHeader } from './editor-header';
import '../../styles.css';
import './video-editor.css';

const render = (change: Partial<WorkflowRender>): WorkflowRender => ({
  id: 'render1',
  workflowId: 'wf1',
  editVersion: 3,
  status: 'running',
  progress: 0.42,
  stage: 'rendering',
  durationBefore: 60,
  durationAfter: 57,
  error: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  finishedAt: null,
  ...change,
});

const meta = {
  title: 'Portal/Editor/Header',
  component: EditorHeader,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Mount the bracket on line 3',
    backTo: '/workspace/ws1',
    dirty: false,
    saving: false,
    rendering: false,
    render: null,
    canUndo: false,
    canRedo: false,
    saveError: null,
    helpOpen: false,
    onUndo: fn(),
    onRedo: fn(),
    onSave: fn(),
    onPreview: fn(),
    onDismissError: fn(),
    onHelp: fn(),
  },
} satisfies Meta<typeof EditorHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const Unsaved: Story = { args: { dirty: true, canUndo: true } };

export const Saving: Story = { args: { dirty: true, saving: true, canUndo: true } };

/** The save changed the video: re-rendering, read-only, with the stage and percent. */
export const Rendering: Story = { args: { rendering: true, render: render({}), canUndo: true } };

export const RenderFailed: Story = {
  args: {
    render: render({ status: 'error', error: 'ffmpeg exited with code 1', progress: 0.8 }),
  },
};

/** A save refused by the server (409 while another render runs). */
export const SaveRefused: Story = {
  args: {
    dirty: true,
    canUndo: true,
    saveError: 'The video is being re-rendered: wait until it finishes, then save again.',
  },
};

/** The '?' help open: every shortcut. */
export const Shortcuts: Story = { args: { helpOpen: true } };
