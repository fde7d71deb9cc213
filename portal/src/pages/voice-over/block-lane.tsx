/**
 * The blocks on the video's timeline: one bar per block at its time (a recording drawn apart),
 * the playhead, and the deleted stretches. A bar is a button: it selects the block and moves the
 * playhead to its start.
 */
import { formatTimecode, type TimeRange, type TtsBlock } from '@stepwise/core';
import { t } from '../../i18n/t';

const pct = (seconds: number, duration: number) =>
  `${Math.max(0, Math.min(100, (seconds / duration) * 100))}%`;

export function BlockLane({
  blocks,
  duration,
  playhead,
  selected,
  deleted,
  onPick,
}: {
  blocks: readonly TtsBlock[];
  duration: number;
  playhead: number;
  selected: number;
  deleted: readonly TimeRange[];
  onPick: (index: number) => void;
}) {
  if (duration <= 0) return null;
  return (
    <div
      className="vo-lane"
      data-testid="vo-lane"
      aria-label={t('voiceOver.timeline')}
      role="group"
    >
      {deleted.map((d) => (
        <span
          key={`${d.start}-${d.end}`}
          className="vo-lane-deleted"
          style={{ left: pct(d.start, duration), width: pct(d.end - d.start, duration) }}
        />
      ))}
      {blocks.map((b, i) => (
        <button
          key={b.key}
          type="button"
          className="vo-lane-block"
          data-source={b.source}
          data-selected={selected === i || undefined}
          style={{
            left: pct(b.startTime, duration),
            width: pct(b.endTime - b.startTime, duration),
          }}
          aria-label={t('voiceOver.laneBlock', {
            number: i + 1,
            start: formatTimecode(b.startTime),
            end: formatTimecode(b.endTime),
          })}
          onClick={() => onPick(i)}
        >
          {i + 1}
        </button>
      ))}
      <span className="vo-lane-playhead" style={{ left: pct(playhead, duration) }} aria-hidden />
    </div>
  );
}
