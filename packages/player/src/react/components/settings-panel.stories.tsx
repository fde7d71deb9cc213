import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PLAYBACK_SPEEDS } from '../../core/constants.js';
import { controlsLayout } from '../../core/layout.js';
import { withPlayerStyles } from '../styles/story-decorator.js';
import type { RepeatMode } from './controls-bar.js';
import { SettingsPanel } from './settings-panel.js';
import type { SettingsPanelProps } from './settings-panel.js';

/** The panel with its choices live (each change is kept in the story's state). */
function Example(props: SettingsPanelProps) {
  const [muted, setMuted] = useState(props.muted);
  const [speed, setSpeed] = useState(props.speed);
  const [quality, setQuality] = useState(props.quality);
  const [subtitles, setSubtitles] = useState(props.subtitleLanguage);
  const [repeat, setRepeat] = useState<RepeatMode>(props.repeat);
  const [autoPlay, setAutoPlay] = useState(props.autoPlay);
  const [audio, setAudio] = useState(props.audioLanguage ?? null);
  return (
    <div style={{ inlineSize: 360, blockSize: 560, display: 'flex' }}>
      <SettingsPanel
        {...props}
        muted={muted}
        onMuteToggle={() => setMuted(!muted)}
        speed={speed}
        onSpeedChange={setSpeed}
        quality={quality}
        onQualityChange={setQuality}
        subtitleLanguage={subtitles}
        onSubtitleLanguageChange={setSubtitles}
        repeat={repeat}
        onRepeatChange={setRepeat}
        autoPlay={autoPlay}
        onAutoPlayChange={setAutoPlay}
        audioLanguage={audio}
        onAudioLanguageChange={setAudio}
      />
    </div>
  );
}

const meta = {
  title: 'Player/SettingsPanel',
  component: Example,
  decorators: [withPlayerStyles],
  args: {
    controls: controlsLayout('sm').settings,
    muted: false,
    onMuteToggle: () => {},
    languages: [
      { code: 'en', label: 'English' },
      { code: 'de', label: 'German' },
    ],
    subtitleLanguage: 'en',
    onSubtitleLanguageChange: () => {},
    speed: 1,
    speeds: PLAYBACK_SPEEDS,
    onSpeedChange: () => {},
    quality: '720',
    // A 720p source: no 1080 to offer.
    qualities: ['auto', '360', '480', '720'],
    onQualityChange: () => {},
    repeat: 'disabled',
    repeatModes: ['disabled', 'workflow', 'step'],
    onRepeatChange: () => {},
    autoPlay: true,
    onAutoPlayChange: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's panel (layout size sm): volume and subtitles too. */
export const Phone: Story = {};
/** A desktop's panel (md): speed, quality, repeat and auto-play. */
export const Desktop: Story = { args: { controls: controlsLayout('md').settings } };
/** A workflow with dubbed tracks (issue 22): Audio leads, Original first, at every size. */
export const AudioLanguages: Story = {
  args: {
    controls: controlsLayout('md').settings,
    audioTracks: [
      { code: 'de-de', label: 'Deutsch' },
      { code: 'ja-jp', label: '日本語' },
    ],
    audioLanguage: 'de-de',
  },
};
/** lg moves nothing to the panel: a workflow with dubs still has it, for the audio alone. */
export const AudioOnly: Story = {
  args: { controls: [], audioTracks: [{ code: 'de-de', label: 'Deutsch' }], audioLanguage: null },
};
export const SingleStep: Story = {
  args: { repeatModes: ['disabled', 'step'], controls: ['speed', 'quality', 'repeat'] },
};
