/**
 * The subtitle lane: the transcript's sentences where they play on the timeline (core
 * timelineSentences: cuts move and shorten them). Selecting one opens it in the sentence editor
 * below the timeline (correct, delete, cut it from the video). Only the sentences in view are
 * drawn.
 */
import { formatTimecode, type TimelineSentence } from '@stepwise/core';
import { t } from '../../../i18n/t';
import { spanStyle, visibleSeconds, type TimelineView } from './timeline-geometry';

export interface SubtitleLaneProps {
  view: TimelineView;
  sentences: readonly TimelineSentence[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

export function SubtitleLane({ view, sentences, selectedKey, onSelect }: SubtitleLaneProps) {
  const { from, to } = visibleSeconds(view);
  const shown = sentences.filter((s) => s.endTime >= from && s.startTime <= to);
  return (
    <div
      className="editor-lane editor-subtitle-lane"
      role="group"
      aria-label={t('editor.subtitles.lane')}
      data-testid="editor-subtitle-lane"
    >
      {sentences.length === 0 && <p className="editor-lane-empty">{t('editor.subtitles.empty')}</p>}
      {shown.map((s) => (
        <button
          key={s.key}
          type="button"
          className="editor-subtitle-block"
          style={spanStyle(s.startTime, s.endTime, view.zoom)}
          aria-pressed={s.key === selectedKey}
          aria-label={t('editor.subtitles.block', {
            start: formatTimecode(s.startTime),
            text: s.sentence,
          })}
          title={s.sentence}
          onClick={() => onSelect(s.key)}
          data-testid="editor-subtitle"
        >
          {s.sentence}
        </button>
      ))}
    </div>
  );
}
