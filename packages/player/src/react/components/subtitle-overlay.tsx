// The current subtitle cue over the video. aria-live stays off: the cues follow the video's own
// audio, and announcing each one would talk over it.
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface SubtitleOverlayProps {
  /** The active cue's text, or null between cues and when subtitles are off. */
  text: string | null;
  /** Lifts the cue above the control bar while the bar shows. */
  raised?: boolean | undefined;
}

export function SubtitleOverlay({ text, raised = false }: SubtitleOverlayProps) {
  if (!text) return null;
  return (
    <div
      className={cx(SCOPE, 'sw-player-subtitles')}
      part={Parts.subtitles}
      aria-live="off"
      data-raised={raised || undefined}
    >
      <span className="sw-player-subtitles-text">{text}</span>
    </div>
  );
}
