import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { createInstructionStore, type InstructionStore } from '../core/instruction-store.js';
import { memoryPhotoQueue } from '../core/photo-queue.js';
import { TEST_INSTRUCTION } from '../core/test-instruction.js';
import {
  memoryInstructionPort,
  portError,
  type MemoryInstructionScript,
} from '../core/test-port.js';
import { Instruction } from './instruction.js';
import type { InstructionProps } from './instruction-props.js';

// Stories need no server: an in-memory port answers from each story's script, and a story that
// shows a later state drives the store there (run started, ticked, photographed, answered,
// finished) before it renders it. Nothing is saved between stories (no storage).

type Step = 'run' | 'next' | 'tick' | 'photo' | 'answer' | 'offline' | 'finish';

/** A 1×1 PNG, the photo a story takes. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const storyPhoto = () => new File([PNG], 'filter.png', { type: 'image/png' });

async function drive(store: InstructionStore, script: MemoryInstructionScript, steps: Step[]) {
  await store.start();
  for (const step of steps) {
    if (step === 'run') store.startRun();
    if (step === 'next') store.next();
    if (step === 'offline') script.offline = true;
    if (step === 'tick') {
      store.toggleCheck('c1', 'c1a');
      store.toggleCheck('c1', 'c1b');
    }
    if (step === 'photo') store.takePhoto('f1', storyPhoto());
    if (step === 'answer') {
      store.chooseAnswer('q1', 'qq1', 'A');
      await store.checkQuiz('q1');
    }
    if (step === 'finish') {
      // The photo's upload is on its way: let it land (or queue) first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await store.finish();
    }
  }
}

function Scripted({
  script,
  steps = [],
  ...props
}: Omit<InstructionProps, 'store' | 'port' | 'instructionId'> & {
  script: MemoryInstructionScript;
  steps?: Step[];
}) {
  // A copy per story: `offline` changes it.
  const own = useMemo(() => ({ ...script }), [script]);
  const port = useMemo(() => memoryInstructionPort(own), [own]);
  const store = useMemo(
    () =>
      createInstructionStore({
        port,
        instructionId: 'si1',
        storage: null,
        photos: memoryPhotoQueue(),
        events: null,
        debounceMs: 0,
      }),
    [port],
  );
  const todo = steps.join(' ');
  useEffect(() => {
    void drive(store, own, todo ? (todo.split(' ') as Step[]) : []);
  }, [store, own, todo]);
  return (
    <div style={{ maxInlineSize: 860 }}>
      <Instruction {...props} store={store} port={port} instructionId="si1" />
    </div>
  );
}

const sop: MemoryInstructionScript = { instruction: TEST_INSTRUCTION, key: { qq1: 'A' } };
/** Steps to the checklist (intro, step 1, checklist), the photo request after it. */
const TO_CHECKLIST: Step[] = ['run', 'next', 'next'];
const TO_PHOTO: Step[] = [...TO_CHECKLIST, 'tick', 'next'];

const meta = {
  title: 'Instruction/Instruction',
  component: Scripted,
  args: { script: sop, theme: 'light', lang: 'en' },
} satisfies Meta<typeof Scripted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { script: { hang: true } } };
export const NotFound: Story = { args: { script: { instruction: null } } };
export const NotPublished: Story = {
  args: { script: { instruction: { ...TEST_INSTRUCTION, published: false } } },
};
export const View: Story = {};
export const ViewDark: Story = { args: { theme: 'dark' } };
export const RightToLeft: Story = { args: { lang: 'ar-ar' } };
export const RunStep: Story = { args: { steps: ['run', 'next'] } };
export const ChecklistTicked: Story = { args: { steps: [...TO_CHECKLIST, 'tick'] } };
export const PhotoRequested: Story = { args: { steps: TO_PHOTO } };
export const PhotoUploaded: Story = { args: { steps: [...TO_PHOTO, 'photo'] } };
/** The stories test chooses a 6 MB file in it: the refusal shows. */
export const PhotoTooLarge: Story = { args: { steps: TO_PHOTO } };
export const QuizAnswered: Story = { args: { steps: ['run', 'next', 'answer'] } };
export const Offline: Story = {
  args: { steps: [...TO_CHECKLIST, 'offline', 'tick', 'next', 'photo'] },
};
export const Summary: Story = {
  args: { steps: ['run', 'tick', 'photo', 'answer', 'finish'] },
};
export const LoadError: Story = { args: { script: { loadError: portError(500) } } };
