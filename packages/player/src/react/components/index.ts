// The player's presentational components: typed props in, callbacks out. The wiring layer
// (src/react/player.tsx) connects them to the core stores.
export { AttachmentsSidebar } from './attachments-sidebar.js';
export type {
  AttachmentLink,
  AttachmentPdf,
  AttachmentRelated,
  AttachmentsSidebarProps,
  AttachmentVideo,
} from './attachments-sidebar.js';
export { CommentCard } from './comment-card.js';
export type { CommentCardProps, CommentView } from './comment-card.js';
export { CommentComposer } from './comment-composer.js';
export type { CommentComposerProps } from './comment-composer.js';
export { CommentsPanel } from './comments-panel.js';
export type { CommentsPanelProps } from './comments-panel.js';
export { CONTROL_NAMES, ControlsBar } from './controls-bar.js';
export type { ControlName, ControlsBarProps, RepeatMode } from './controls-bar.js';
export { DiagramCarousel } from './diagram-carousel.js';
export type { CarouselDot, DiagramCarouselProps } from './diagram-carousel.js';
export { Parts } from './parts.js';
export type { Part } from './parts.js';
export { PLAYER_MESSAGE_KINDS, PlayerMessage } from './player-message.js';
export type {
  PlayerMessageAction,
  PlayerMessageKind,
  PlayerMessageProps,
} from './player-message.js';
export { ProgressBar } from './progress-bar.js';
export type { ProgressBarProps } from './progress-bar.js';
export { ReactionsBar } from './reactions-bar.js';
export type { ReactionsBarProps, ReactionUsers, ReactionView } from './reactions-bar.js';
export { SearchPanel } from './search-panel.js';
export type { SearchPanelProps, SearchResult } from './search-panel.js';
export { QualityMenu, SpeedMenu, SubtitlesMenu } from './settings-menus.js';
export type {
  QualityMenuProps,
  SpeedMenuProps,
  SubtitleLanguage,
  SubtitlesMenuProps,
} from './settings-menus.js';
export { StepMenu } from './step-menu.js';
export type { StepMenuItem, StepMenuProps } from './step-menu.js';
export { StepNameTag } from './step-name-tag.js';
export type { StepNameTagProps } from './step-name-tag.js';
export { SubtitleOverlay } from './subtitle-overlay.js';
export type { SubtitleOverlayProps } from './subtitle-overlay.js';
export { Toolbox } from './toolbox.js';
export type { ToolboxProps, ToolboxTab } from './toolbox.js';
export { Watermark } from './watermark.js';
export type { WatermarkProps } from './watermark.js';
