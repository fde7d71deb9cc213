import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TextToSpeechAudio, TtsBlock } from '@stepwise/core';
import { fn } from 'storybook/test';
import { BlockList } from './block-list';
import { RecordingPanel } from './recording-panel';

const at = (key: string, start: number, over: Partial<TtsBlock> = {}): TtsBlock => ({
  key,
  text2SpeechId: key,
  text: `Step ${key}: check the valve.`,
  time: 0.5,
  speed: 1,
  startTime: start,
  endTime: start + 4,
  voice: 'espeak-ng:en',
  source: 'tts',
  ...over,
});
const made = (id: string, over: Partial<TextToSpeechAudio> = {}): TextToSpeechAudio => ({
  id,
  voice: 'espeak-ng:en',
  rate: 1,
  text: `Step ${id}: check the valve.`,
  duration: 2,
  status: 'COMPLETED',
  speechURL: null,
  error: null,
  ...over,
});

/** One block in each status, and each of the four warnings (001 §4). */
const blocks = [
  at('1', 0, { text2SpeechId: null }),
  at('2', 5),
  at('3', 10),
  at('4', 15, { endTime: 16 }),
  at('5', 20),
  at('6', 25, { source: 'recording', text: 'Recording 10:42' }),
  at('7', 57),
];
const audios = {
  '2': made('2', { status: 'PROCESSING', duration: null }),
  '3': made('3', { status: 'FAILURE', duration: null, error: 'espeak-ng failed' }),
  '4': made('4', { duration: 3 }),
  '5': made('5'),
  '6': made('6', { voice: 'recording', text: 'Recording 10:42', duration: 3.1 }),
  '7': made('7', { duration: 3.5 }),
};

const meta = {
  title: 'Portal/VoiceOver/BlockList',
  component: BlockList,
  args: {
    blocks,
    audios,
    bounds: { videoDuration: 60, deletedSegments: [{ start: 22, end: 23 }] },
    selected: 4,
    canGenerate: true,
    locked: false,
    playing: null,
    onSelect: fn(),
    onText: fn(),
    onSpeed: fn(),
    onMove: fn(),
    onRemove: fn(),
    onGenerate: fn(),
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusesAndWarnings: Story = {};
export const Empty: Story = { args: { blocks: [] } };
/** Text to speech not configured: generate is disabled, the rest works. */
export const NotConfigured: Story = { args: { canGenerate: false } };
/** A take is being recorded: nothing can be changed (001 §4). */
export const LockedWhileRecording: Story = { args: { locked: true } };
export const PlayingAndLoading: Story = { args: { playing: { key: '5', loading: false } } };

/** The recording panel waiting for a take (the browser asks for the microphone on Record). */
export const RecordingPanelWaiting: StoryObj<typeof RecordingPanel> = {
  render: () => <RecordingPanel disabled={false} onStateChange={fn()} onTake={fn()} />,
};
