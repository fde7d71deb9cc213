// The panel and screen-mode buttons at the end of the control bar: attachments, search and the
// step menu (each only when the caller handles it), then divide, theater and fullscreen.
import { useT } from '@stepwise/i18n/react';
import type { ControlName, ControlsBarProps } from './controls-bar.js';
import {
  DivideIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MenuIcon,
  PaperclipIcon,
  SearchIcon,
  TheaterIcon,
} from './icons.js';
import { ToggleButton } from './toggle-button.js';

type ModeButtonsProps = Pick<
  ControlsBarProps,
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
> & { shows: (name: ControlName) => boolean };

export function ModeButtons({ shows, ...props }: ModeButtonsProps) {
  const t = useT();
  return (
    <>
      {shows('attachments') && props.onAttachmentsToggle && (
        <ToggleButton
          label={t('player.openAttachments')}
          expands
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
