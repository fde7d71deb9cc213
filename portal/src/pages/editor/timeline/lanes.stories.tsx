// The timeline's steps lane and subtitle lane on their own (issue 21), with fake data: select a
// step, double-click or F2 to rename it, Alt+arrows to move it, drag or arrow a boundary; select
// a subtitle. Edits show in the Actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialZoom } from '@stepwise/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { storyState } from './story-data';
import { StepsLane } from './steps-lane';
import { SubtitleLane } from './subtitle-lane';
import '../../../styles.css';
import '../video-editor.css';

function Lanes({ onEdit, readOnly }: { onEdit: (s: unknown) => void; readOnly: boolean }) {
  const data = storyState(60, 12, { type: 'insert', at: 30, stepId: 'split' });
  const zoom = initialZoom(data.duration);
  const view = { duration: data.duration, zoom, scrollLeft: 0, viewportWidth: 1200 };
  const [stepId, setStepId] = useState<string | null>('step2');
  const [key, setKey] = useState<string | null>(null);
  return (
    <div className="editor-timeline-scroll">
      <div
        className="editor-timeline-content"
        style={{ width: 900, gridTemplateRows: '2.5rem 2.25rem' }}
      >
        <StepsLane
          view={view}
          steps={data.steps}
          selectedStepId={stepId}
          readOnly={readOnly}
          onSelect={setStepId}
          onEdit={onEdit}
        />
        <SubtitleLane view={view} sentences={data.sentences} selectedKey={key} onSelect={setKey} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Portal/Editor/Lanes',
  component: Lanes,
  args: { onEdit: fn(), readOnly: false },
} satisfies Meta<typeof Lanes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six steps (one made by a split at 0:30) and a sentence every five seconds. */
export const StepsAndSubtitles: Story = {};

/** Read-only while a re-render runs: boundaries cannot be moved, steps not renamed. */
export const ReadOnly: Story = { args: { readOnly: true } };
