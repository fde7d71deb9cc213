// The advanced editor's timeline (issue 21): ruler, filmstrip, steps lane and subtitle lane with
// fake data. Zoom with the buttons or Ctrl+wheel, press the ruler to move the playhead, drag on
// the filmstrip to select a range; edits show in the Actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRAME_UNIT, initialZoom, TIMELINE_UNITS, ORIGINAL_SOURCE } from '@stepwise/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { TimeRange } from '../editor-commands';
import { storyImageMap, storyState } from './story-data';
import { Timeline, type TimelineProps } from './timeline';
import '../../../styles.css';
import '../video-editor.css';

interface StoryArgs {
  duration: number;
  stepSeconds: number;
  zoom: number | null;
  playhead: number;
  range: TimeRange | null;
  readOnly: boolean;
  onEdit: TimelineProps['onEdit'];
}

/** The timeline with its own zoom, playhead, range and selections, as the editor holds them. */
function TimelineStory(args: StoryArgs) {
  const data = storyState(args.duration, args.stepSeconds, {
    type: 'delete',
    start: args.duration / 2,
    end: args.duration / 2 + 3,
    target: 'cut',
  });
  const [zoom, setZoom] = useState(args.zoom ?? initialZoom(data.duration));
  const [playhead, setPlayhead] = useState(args.playhead);
  const [range, setRange] = useState(args.range);
  const [stepId, setStepId] = useState<string | null>(null);
  const [sentenceKey, setSentenceKey] = useState<string | null>(null);
  return (
    <Timeline
      {...data}
      imageMaps={{ [ORIGINAL_SOURCE]: storyImageMap(args.duration) }}
      zoom={zoom}
      onZoom={setZoom}
      playhead={playhead}
      onSeek={setPlayhead}
      range={range}
      onRange={setRange}
      selectedStepId={stepId}
      onSelectStep={setStepId}
      selectedSentenceKey={sentenceKey}
      onSelectSentence={setSentenceKey}
      onEdit={args.onEdit}
      readOnly={args.readOnly}
    />
  );
}

const meta = {
  title: 'Portal/Editor/Timeline',
  component: TimelineStory,
  args: {
    duration: 60,
    stepSeconds: 15,
    zoom: null,
    playhead: 12,
    range: null,
    readOnly: false,
    onEdit: fn(),
  },
} satisfies Meta<typeof TimelineStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A one-minute video with a 3 s cut in the middle, at the zoom its duration opens at. */
export const ShortVideo: Story = {};

/** A 20-minute video: the tier for long videos (5-minute ticks), many steps. */
export const LongVideo: Story = { args: { duration: 1200, stepSeconds: 90, playhead: 400 } };

/** Zoomed in to single frames around the playhead: ticks are mm:ss:ff. */
export const ZoomedToFrames: Story = {
  args: { zoom: TIMELINE_UNITS.length - 1, playhead: 20 + 5 * FRAME_UNIT },
};

/** A range selected (in 20 s, out 23 s), as I / O or a drag on the filmstrip leaves it. */
export const WithSelection: Story = { args: { range: { start: 20, end: 23 }, playhead: 23 } };

/** While the video is re-rendered: nothing can be changed. */
export const ReadOnly: Story = { args: { readOnly: true } };
