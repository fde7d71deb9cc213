// The safety watermark (002 §6): the given id (author uid in public mode, else the user id)
// repeated across the picture, faint, ignored by pointer and screen reader alike.
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

/** Enough tiles to cover a 16:9 picture at the tile size in watermark.css. */
const TILES = 24;

export interface WatermarkProps {
  text: string;
}

export function Watermark({ text }: WatermarkProps) {
  return (
    <div className={cx(SCOPE, 'sw-player-watermark')} part={Parts.watermark} aria-hidden="true">
      {Array.from({ length: TILES }, (_, i) => (
        <span key={i} className="sw-player-watermark-tile">
          {text}
        </span>
      ))}
    </div>
  );
}
