import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlayerDataSource } from '../core/data-source.js';
import { ANNOTATED } from '../core/test-annotations.js';
import { fakeAttachMedia, fakeSource, REFUSALS, sampleWorkflow } from './fake-source.js';
import { memoryTrackingPersistence } from './tracking-idb.js';
import { Player } from './player.js';

// Stories need no server: the sources answer from memory and the media engine plays nothing
// (the stage stays black; the controls, menu and panels are live against the stores).
const never = (): PlayerDataSource => ({
  ...fakeSource().source,
  loadWorkflow: () => new Promise(() => undefined),
});
const refusing = (refusal: () => Error): PlayerDataSource => ({
  ...fakeSource().source,
  loadWorkflow: () => Promise.reject(refusal()),
});

/**
 * The sample workflow with every drawn annotation type on its first step, all shown at 0 s (the
 * stories' picture never plays) — and a blur, which the layer never draws.
 */
const [firstStep, ...otherSteps] = sampleWorkflow.steps;
const annotated = fakeSource({
  workflow: {
    ...sampleWorkflow,
    steps: [
      {
        ...firstStep!,
        annotations: ANNOTATED.map((e) => ({ ...e, startTime: 0, endTime: 10 })),
      },
      ...otherSteps,
    ],
  },
}).source;

const meta = {
  title: 'Player/Player',
  component: Player,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 'min(100%, 1200px)', blockSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    workflowId: sampleWorkflow.id,
    source: fakeSource({ withPorts: true }).source,
    lang: 'en',
    openMenu: true,
    attachMedia: fakeAttachMedia,
    trackingPersistence: memoryTrackingPersistence(),
  },
} satisfies Meta<typeof Player>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const ReadyLight: Story = { args: { theme: 'light' } };
export const Theater: Story = { args: { startInTheater: true } };
export const SingleStep: Story = { args: { singleStep: true, stepId: 's2' } };
export const Public: Story = { args: { source: fakeSource({ isPublic: true }).source } };
export const RightToLeft: Story = { args: { lang: 'ar-ar' } };
/** Issue 23: a past version (versionId): its badge, no Q&A or comments tab. */
export const PastVersion: Story = {
  args: {
    versionId: 'ver1',
    source: fakeSource({
      withPorts: true,
      workflow: {
        ...sampleWorkflow,
        version: {
          id: 'ver1',
          version: '1.0',
          createdAt: '2026-03-01T09:00:00.000Z',
          latest: false,
        },
      },
    }).source,
  },
};
/** 002 §1 the annotation layer over the picture (its chunk loads once the picture is there). */
export const Annotated: Story = { args: { source: annotated, openMenu: false } };
/** Right to left: the interface mirrors, the picture's annotations do not. */
export const AnnotatedRightToLeft: Story = {
  args: { source: annotated, openMenu: false, lang: 'ar-ar' },
};
/** A framed player: the annotations follow the letterboxed picture. */
export const AnnotatedFrame: Story = {
  args: { source: annotated, fillFrame: true, openMenu: false },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, blockSize: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export const Loading: Story = { args: { source: never() } };
export const Deleted: Story = { args: { source: refusing(REFUSALS.deleted) } };
export const Missing: Story = { args: { source: refusing(REFUSALS.missing) } };
export const Unavailable: Story = { args: { source: refusing(REFUSALS.unavailable) } };
export const NoPermission: Story = { args: { source: refusing(REFUSALS.noPermission) } };
export const SignInRequired: Story = {
  args: { source: refusing(REFUSALS.signIn), onSignInRequired: () => undefined },
};
export const NetworkError: Story = { args: { source: refusing(REFUSALS.network) } };

/** Phone (390 px): the picture at the full width, controls under it, the step menu below. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
};
/** Tablet held upright (768 px): the step menu under the picture, the controls over it. */
export const Tablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 768 }}>
        <Story />
      </div>
    ),
  ],
};
/** A framed player (fillFrame): the picture letterboxes into what the frame leaves. */
export const PhoneFrame: Story = {
  args: { fillFrame: true, openMenu: false },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, blockSize: 300 }}>
        <Story />
      </div>
    ),
  ],
};
