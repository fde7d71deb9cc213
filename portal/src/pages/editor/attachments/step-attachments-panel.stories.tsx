import type { Meta, StoryObj } from '@storybook/react-vite';
import { memoryClient, sampleAttachments } from './memory-client';
import { StepAttachmentsPanel } from './step-attachments-panel';

const WF = 'wf-demo';
const STEP = 'step-1';

const meta = {
  title: 'Portal/Editor/StepAttachmentsPanel',
  component: StepAttachmentsPanel,
  args: { workflowId: WF, stepId: STEP, editable: true },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepAttachmentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each kind: rename, reorder and delete from the keyboard. */
export const Editable: Story = { args: { client: memoryClient(WF, sampleAttachments(WF, STEP)) } };
/** What a reader sees: the list, no controls. */
export const ReadOnly: Story = {
  args: { editable: false, client: memoryClient(WF, sampleAttachments(WF, STEP)) },
};
export const Empty: Story = { args: { client: memoryClient(WF) } };
/** The list never arrives. */
export const Loading: Story = { args: { client: memoryClient(WF, [], { delayMs: 1e9 }) } };
export const LoadFailed: Story = {
  args: {
    client: Object.assign(memoryClient(WF), { failNextList: true }),
  },
};
