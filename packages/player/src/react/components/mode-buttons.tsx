// The panel and screen-mode buttons at the end of the control bar: settings (when the layout size
// moved choices into it), attachments, search and the step menu (each only when the caller
// handles it), then divide, theater and fullscreen.
import { useT } from '@stepwise/i18n/react';
import type { ControlName, ControlsBarProps } from './controls-bar-props.js';
import {
  DivideIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MenuIcon,
  PaperclipIcon,
  SearchIcon,
  SettingsIcon,
  TheaterIcon,
} from './icons.js';
import { ToggleButton } from './toggle-button.js';

type ModeButtonsProps = Pick<
  ControlsBarProps,
  | 'settingsOpen'
  | 'onSettingsToggle'
  | 'attachmentsOpen'
  | 'onAttachmentsToggle'
  | 'searchOpen'
  | 'onSearchToggle'
  | 'menuOpen'
  | 'onMenuToggle'
  | 'divide'
  | 'onDivideToggle'
  | 'theater'
  | 'onTheaterToggle'
  | 'fullscreen'
  | 'onFullscreenToggle'
> & { shows: (name: ControlName) => boolean; settings: boolean };

export function ModeButtons({ shows, settings, ...props }: ModeButtonsProps) {
  const t = useT();
  return (
    <>
      {settings && props.onSettingsToggle && (
        <ToggleButton
          label={t('player.settings')}
          expands
          panel="settings"
          pressed={props.settingsOpen ?? false}
          onToggle={props.onSettingsToggle}
        >
          <SettingsIcon />
        </ToggleButton>
      )}
      {shows('attachments') && props.onAttachmentsToggle && (
        <ToggleButton
          label={t('player.openAttachments')}
          expands
          panel="attachments"
          pressed={props.attachmentsOpen ?? false}
          onToggle={props.onAttachmentsToggle}
        >
          <PaperclipIcon />
        </ToggleButton>
      )}
      {shows('search') && props.onSearchToggle && (
        <ToggleButton
          label={t('player.openSearch')}
          expands
          panel="search"
          pressed={props.searchOpen ?? false}
          onToggle={props.onSearchToggle}
        >
          <SearchIcon />
        </ToggleButton>
      )}
      {shows('menu') && props.onMenuToggle && (
        <ToggleButton
          label={t('player.openMenu')}
          expands
          panel="menu"
          pressed={props.menuOpen ?? false}
          onToggle={props.onMenuToggle}
        >
          <MenuIcon />
        </ToggleButton>
      )}
      {shows('divide') && (
        <ToggleButton
          label={props.divide ? t('player.exitDivide') : t('player.divide')}
          pressed={props.divide}
          onToggle={props.onDivideToggle}
        >
          <DivideIcon />
        </ToggleButton>
      )}
      {shows('theater') && (
        <ToggleButton
          label={props.theater ? t('player.exitTheater') : t('player.theater')}
          pressed={props.theater}
          onToggle={props.onTheaterToggle}
        >
          <TheaterIcon />
        </ToggleButton>
      )}
      {shows('fullscreen') && (
        <ToggleButton
          label={props.fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          pressed={props.fullscreen}
          onToggle={props.onFullscreenToggle}
        >
          {props.fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </ToggleButton>
      )}{' '}
    </>
  );
}
