import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { ControlsBar } from './controls-bar.js';
import type { ControlsBarProps, RepeatMode } from './controls-bar.js';

const noop = () => {};

const base: ControlsBarProps = {
  visible: true,
  paused: true,
  onPlayPause: noop,
  skipSeconds: 5,
  onSkipBack: noop,
  onSkipForward: noop,
  currentTime: 47,
  duration: 125,
  currentTimeLabel: '00:47',
  durationLabel: '02:05',
  markers: [31, 64, 98],
  bufferedTime: 70,
  onSeek: noop,
  muted: false,
  volume: 0.8,
  volumeStep: 0.1,
  onMuteToggle: noop,
  onVolumeChange: noop,
  speed: 1,
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 2],
  onSpeedChange: noop,
  quality: '720',
  qualities: ['auto', '360', '480', '720', '1080'],
  onQualityChange: noop,
  languages: [
    { code: 'en', label: 'English' },
    { code: 'ja-jp', label: '日本語' },
  ],
  subtitleLanguage: 'en',
  onSubtitleLanguageChange: noop,
  repeat: 'disabled',
  onRepeatCycle: noop,
  autoPlay: true,
  onAutoPlayChange: noop,
  hasPrevious: true,
  hasNext: true,
  onPrevious: noop,
  onNext: noop,
  fullscreen: false,
  onFullscreenToggle: noop,
  theater: false,
  onTheaterToggle: noop,
  divide: false,
  onDivideToggle: noop,
  onMenuToggle: noop,
  onSearchToggle: noop,
  onAttachmentsToggle: noop,
  onSettingsToggle: noop,
};

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = {
  disabled: 'workflow',
  workflow: 'step',
  step: 'disabled',
};

/** Holds the state a store would hold, so every control responds in the story. */
function Interactive(props: ControlsBarProps) {
  const [state, setState] = useState(props);
  const set = (patch: Partial<ControlsBarProps>) => setState((s) => ({ ...s, ...patch }));
  return (
    <div style={{ position: 'absolute', insetInline: 0, insetBlockEnd: 0 }}>
      <ControlsBar
        {...state}
        onPlayPause={() => set({ paused: !state.paused })}
        onMuteToggle={() => set({ muted: !state.muted })}
        onVolumeChange={(volume) => set({ volume, muted: false })}
        onSpeedChange={(speed) => set({ speed })}
        onQualityChange={(quality) => set({ quality })}
        onSubtitleLanguageChange={(subtitleLanguage) => set({ subtitleLanguage })}
        onRepeatCycle={() => set({ repeat: REPEAT_CYCLE[state.repeat] })}
        onAutoPlayChange={(autoPlay) =>
          set({ autoPlay, repeat: autoPlay ? state.repeat : 'disabled' })
        }
        onFullscreenToggle={() => set({ fullscreen: !state.fullscreen })}
        onTheaterToggle={() => set({ theater: !state.theater })}
        onDivideToggle={() => set({ divide: !state.divide })}
        onMenuToggle={() => set({ menuOpen: !state.menuOpen })}
        onSearchToggle={() => set({ searchOpen: !state.searchOpen })}
        onAttachmentsToggle={() => set({ attachmentsOpen: !state.attachmentsOpen })}
        onSettingsToggle={() => set({ settingsOpen: !state.settingsOpen })}
      />
    </div>
  );
}

const meta = {
  title: 'Player/ControlsBar',
  component: Interactive,
  decorators: [withVideoStage, withPlayerStyles],
  args: base,
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {};
export const Playing: Story = { args: { paused: false } };
export const Muted: Story = { args: { muted: true } };
export const RepeatWorkflow: Story = { args: { repeat: 'workflow' } };
export const RepeatStep: Story = { args: { repeat: 'step', speed: 1.5, quality: 'auto' } };
/** Single-step player: no previous / next and no auto-play. */
export const SingleStep: Story = { args: { hidden: ['previousNext', 'autoPlay', 'menu'] } };
/** Framed (embedded) player: no theater mode. */
export const Framed: Story = { args: { hidden: ['theater'], theater: false } };
/** Generation-2 account: no quality menu, no search. */
export const Gen2: Story = { args: { hidden: ['quality', 'search'] } };
export const FullscreenDivide: Story = { args: { fullscreen: true, divide: true } };
/** Auto-hidden while playing; tabbing into the bar brings it back. */
export const AutoHidden: Story = { args: { visible: false, paused: false } };

/** 002 §9 layout sizes: md moves speed, quality, repeat and auto-play behind the settings button. */
export const SizeMd: Story = { args: { size: 'md' } };
/** sm (a phone): one row of 44 px targets, the time beside the seek bar. */
export const SizeSm: Story = {
  args: { size: 'sm' },
  decorators: [(Story) => <div style={{ inlineSize: 390, position: 'relative' }}>{Story()}</div>],
};
/** xs (a narrow column): no search either. */
export const SizeXs: Story = {
  args: { size: 'xs' },
  decorators: [(Story) => <div style={{ inlineSize: 280, position: 'relative' }}>{Story()}</div>],
};
