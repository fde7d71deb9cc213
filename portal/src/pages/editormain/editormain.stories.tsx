// Editor main (issue 21, portal/src/pages/editormain): the transcript editor of the transcription
// tab and the steps lane of the segmentation tab, with fake data and no server. Their actions
// show in the Actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TimelineSentence, TimelineStep } from '@stepwise/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SegmentationLane } from './segmentation-lane';
import { TranscriptEditor } from './transcript-editor';
import '../../styles.css';
import './editormain.css';

const words = (text: string, start: number, end: number) => {
  const list = text.replace(/[.,]/g, '').split(' ');
  const each = (end - start) / list.length;
  return list.map((word, i) => ({
    word,
    startTime: start + i * each,
    endTime: start + (i + 1) * each,
  }));
};

const SENTENCES: TimelineSentence[] = [
  {
    key: 's0',
    sentence: 'Take a bracket from the red bin.',
    startTime: 2,
    endTime: 4.6,
    words: words('Take a bracket from the red bin.', 2, 4.6),
  },
  {
    key: 's1',
    sentence: 'Hold the bracket against the frame.',
    startTime: 14,
    endTime: 16.8,
    words: words('Hold the bracket against the frame.', 14, 16.8),
  },
  { key: 's2', sentence: 'Insert four bolts and tighten them.', startTime: 29, endTime: 31.9 },
  { key: 's3', sentence: 'Check the torque marking on each bolt.', startTime: 43, endTime: 46 },
];

const transcriptMeta = {
  title: 'Portal/Editor main/Transcript editor',
  component: TranscriptEditor,
  args: {
    sentences: SENTENCES,
    terms: ['torque', 'bracket'],
    languageCode: 'en',
    readOnly: false,
    onApply: fn(),
    onTerms: fn(),
    onSeek: fn(),
    onBlocked: fn(),
    onReset: fn(async () => undefined),
  },
} satisfies Meta<typeof TranscriptEditor>;
export default transcriptMeta;
type TranscriptStory = StoryObj<typeof transcriptMeta>;

/** Sentences with times; the first two have word times (their Words button shows the words). */
export const Sentences: TranscriptStory = {};

/** A sentence emptied while typing: the row shows why, and Save stays off (001 §5). */
export const InvalidEmptySentence: TranscriptStory = { args: { initialDrafts: { s2: '' } } };

/** Key terms: select words in a sentence and Add key term; the list removes them. */
export const KeyTerms: TranscriptStory = { args: { terms: ['torque', 'red bin', 'frame'] } };

/** A language without key terms (core keyTermsAvailable): no Add key term, and why. */
export const NoKeyTermLanguage: TranscriptStory = { args: { languageCode: 'xx', terms: [] } };

/** While a re-render runs nothing changes. */
export const ReadOnly: TranscriptStory = { args: { readOnly: true } };

export const Empty: TranscriptStory = { args: { sentences: [], terms: [] } };

const STEPS: TimelineStep[] = [
  { id: 'a', title: 'Take a bracket', type: 'original', startTime: 0, endTime: 12 },
  { id: 'b', title: 'Hold it to the frame', type: 'original', startTime: 12, endTime: 27 },
  { id: 'c', title: 'Bolt it', type: 'original', startTime: 27, endTime: 41 },
  { id: 'd', title: 'Check the torque', type: 'original', startTime: 41, endTime: 60 },
];

/** The segmentation tab's lane: drag a boundary (or focus it and use the arrow keys). */
function Lane({ readOnly }: { readOnly: boolean }) {
  const [steps, setSteps] = useState(STEPS);
  const [playhead, setPlayhead] = useState(20);
  return (
    <SegmentationLane
      steps={steps}
      duration={60}
      playhead={playhead}
      selectedStepId="b"
      readOnly={readOnly}
      onSeek={setPlayhead}
      onSelect={fn()}
      onBoundary={(stepId, start) =>
        setSteps((list) =>
          list.map((s, i) =>
            s.id === stepId
              ? { ...s, startTime: start }
              : list[i + 1]?.id === stepId
                ? { ...s, endTime: start }
                : s,
          ),
        )
      }
    />
  );
}

export const SegmentationLaneStory: StoryObj = {
  name: 'Segmentation lane',
  render: () => <Lane readOnly={false} />,
};

export const SegmentationLaneReadOnly: StoryObj = {
  name: 'Segmentation lane (re-rendering)',
  render: () => <Lane readOnly />,
};
