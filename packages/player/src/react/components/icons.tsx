// Inline icons: no icon font or sprite, so they render inside a shadow root on any host page.
// Decorative only; the button around each icon carries the accessible name.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="sw-player-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon>
    <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
  </Icon>
);
export const SkipBackIcon = () => (
  <Icon>
    <path d="M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
  </Icon>
);
export const SkipForwardIcon = () => (
  <Icon>
    <path d="M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z" />
  </Icon>
);
export const VolumeIcon = () => (
  <Icon>
    <path d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
  </Icon>
);
export const MutedIcon = () => (
  <Icon>
    <path d="M3 9v6h4l5 5V4L7 9zm18.3-1.3-1.4-1.4L17 9.2l-2.9-2.9-1.4 1.4 2.9 2.9-2.9 2.9 1.4 1.4 2.9-2.9 2.9 2.9 1.4-1.4-2.9-2.9z" />
  </Icon>
);
export const PreviousIcon = () => (
  <Icon>
    <path d="M6 6h2v12H6zm3.5 6 8.5 6V6z" />
  </Icon>
);
export const NextIcon = () => (
  <Icon>
    <path d="M6 18l8.5-6L6 6zM16 6h2v12h-2z" />
  </Icon>
);
export const RepeatIcon = () => (
  <Icon>
    <path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z" />
  </Icon>
);
export const FullscreenIcon = () => (
  <Icon>
    <path d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z" />
  </Icon>
);
export const ExitFullscreenIcon = () => (
  <Icon>
    <path d="M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z" />
  </Icon>
);
export const TheaterIcon = () => (
  <Icon>
    <path d="M19 6H5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 10H5V8h14z" />
  </Icon>
);
export const DivideIcon = () => (
  <Icon>
    <path d="M3 5v14h18V5zm2 2h9v10H5zm11 10V7h3v10z" />
  </Icon>
);
export const SpeedIcon = () => (
  <Icon>
    <path d="M20.4 8.6 19 10a8 8 0 0 1-.9 8H5.9A8 8 0 0 1 15 6.4l1.4-1.4A10 10 0 0 0 4.1 19a2 2 0 0 0 1.7 1h12.4a2 2 0 0 0 1.7-1 10 10 0 0 0 .5-10.4zM10.6 15.4a2 2 0 0 0 2.8 0l5.7-8.5-8.5 5.7a2 2 0 0 0 0 2.8z" />
  </Icon>
);
export const SettingsIcon = () => (
  <Icon>
    <path d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
  </Icon>
);
export const SubtitlesIcon = () => (
  <Icon>
    <path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zM4 12h4v2H4zm10 6H4v-2h10zm6 0h-4v-2h4zm0-4H10v-2h10z" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M3 5h8v6H3zm10 0h8v6h-8zM3 13h8v6H3zm10 0h8v6h-8z" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <path
      fillRule="evenodd"
      d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
    />
  </Icon>
);
export const PaperclipIcon = () => (
  <Icon>
    <path d="M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6z" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" />
  </Icon>
);
export const ChevronStartIcon = () => (
  <Icon>
    <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
  </Icon>
);
export const ChevronEndIcon = () => (
  <Icon>
    <path d="M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon>
    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
  </Icon>
);
export const LinkIcon = () => (
  <Icon>
    <path d="M3.9 12A3.1 3.1 0 0 1 7 8.9h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z" />
  </Icon>
);
export const DocumentIcon = () => (
  <Icon>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm4 18H6V4h7v5h5z" />
  </Icon>
);
export const AlertIcon = () => (
  <Icon>
    <path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />
  </Icon>
);
