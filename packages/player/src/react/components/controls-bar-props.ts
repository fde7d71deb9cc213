// The control bar's names and props, apart from the bar itself so that its parts (mode-buttons.tsx)
// take their props from here without importing the module that imports them (no import cycle).
import type { LayoutSize } from '../../core/layout.js';
import type { ProgressBarProps } from './progress-bar.js';
import type { QualityMenuProps, SpeedMenuProps, SubtitlesMenuProps } from './settings-menus.js';

export const CONTROL_NAMES = [
  'previousNext',
  'skip',
  'volume',
  'repeat',
  'autoPlay',
  'subtitles',
  'speed',
  'quality',
  'attachments',
  'search',
  'settings',
  'menu',
  'divide',
  'theater',
  'fullscreen',
] as const;
export type ControlName = (typeof CONTROL_NAMES)[number];

export type RepeatMode = 'disabled' | 'workflow' | 'step';

export interface ControlsBarProps
  extends
    Omit<ProgressBarProps, 'keyStepSeconds' | 'onSeek'>,
    SpeedMenuProps,
    QualityMenuProps,
    SubtitlesMenuProps {
  /** False while auto-hidden; focus inside still shows the bar. */
  visible: boolean;
  paused: boolean;
  onPlayPause: () => void;
  /** The skip length (5 s), used for the labels and the seek bar's arrow keys. */
  skipSeconds: number;
  onSkipBack: () => void;
  onSkipForward: () => void;
  onSeek: (seconds: number) => void;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  volumeStep: number;
  onMuteToggle: () => void;
  onVolumeChange: (volume: number) => void;
  repeat: RepeatMode;
  onRepeatCycle: () => void;
  autoPlay: boolean;
  onAutoPlayChange: (autoPlay: boolean) => void;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  fullscreen: boolean;
  onFullscreenToggle: () => void;
  theater: boolean;
  onTheaterToggle: () => void;
  divide: boolean;
  onDivideToggle: () => void;
  menuOpen?: boolean | undefined;
  onMenuToggle?: (() => void) | undefined;
  searchOpen?: boolean | undefined;
  onSearchToggle?: (() => void) | undefined;
  attachmentsOpen?: boolean | undefined;
  onAttachmentsToggle?: (() => void) | undefined;
  settingsOpen?: boolean | undefined;
  /** Opens the settings panel, which holds what `size` moves out of the bar. */
  onSettingsToggle?: (() => void) | undefined;
  /** The settings button even at a size that moves nothing there (it holds the audio language). */
  settingsButton?: boolean | undefined;
  /** 002 §9's layout size of the video; default lg (every control in the bar). */
  size?: LayoutSize | undefined;
  /** The bar sits under the picture (a phone): always shown, no scrim. */
  below?: boolean | undefined;
  /** Controls this player variant does not show. */
  hidden?: readonly ControlName[] | undefined;
  /** Pointer or keyboard activity inside the bar (restarts the auto-hide timer). */
  onActivity?: (() => void) | undefined;
}
