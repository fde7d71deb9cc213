// The AI summary tab (002 §2-3): highlights, then the contents step by step; an item with a time
// plays the video from there. And the SOP tab: step, description, tool, safety or warning. Texts
// arrive already in the viewer's language (react/player-summary.tsx picks them).
import type { AiSummarySopItem } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { formatMinutesSeconds } from '../../core/steps.js';
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface SummaryItemView {
  text: string;
  /** The highlight's key term; none for contents. */
  key?: string | undefined;
  /** The step it belongs to, as the step list names it ("02 Fit the bracket"). */
  stepLabel?: string | undefined;
  stepId?: string | undefined;
  /** Seconds on the workflow's video, when the item says where it comes from. */
  time?: number | undefined;
}

export interface SummaryPanelProps {
  highlights: readonly SummaryItemView[];
  contents: readonly SummaryItemView[];
  onSeek?: ((item: SummaryItemView & { time: number }) => void) | undefined;
  className?: string | undefined;
}

function Item({ item, onSeek }: { item: SummaryItemView; onSeek: SummaryPanelProps['onSeek'] }) {
  const t = useT();
  const time = item.time;
  return (
    <li className="sw-player-summary-item">
      {item.key && <strong className="sw-player-summary-key">{item.key}</strong>}
      {item.stepLabel && <span className="sw-player-summary-step">{item.stepLabel}</span>}
      <p className="sw-player-summary-text">{item.text}</p>
      {onSeek && time !== undefined && (
        <button
          type="button"
          className="sw-player-summary-seek"
          aria-label={t('summary.playFrom', { time: formatMinutesSeconds(time) })}
          onClick={() => onSeek({ ...item, time })}
        >
          {formatMinutesSeconds(time)}
        </button>
      )}
    </li>
  );
}

export function SummaryPanel({ highlights, contents, onSeek, className }: SummaryPanelProps) {
  const t = useT();
  return (
    <div className={cx(SCOPE, 'sw-player-summary', className)} part={Parts.summary}>
      {highlights.length > 0 && (
        <section aria-labelledby="sw-player-summary-highlights">
          <h3 id="sw-player-summary-highlights" className="sw-player-summary-heading">
            {t('summary.highlights')}
          </h3>
          <ul className="sw-player-summary-list">
            {highlights.map((item, i) => (
              <Item key={i} item={item} onSeek={onSeek} />
            ))}
          </ul>
        </section>
      )}
      {contents.length > 0 && (
        <section aria-labelledby="sw-player-summary-contents">
          <h3 id="sw-player-summary-contents" className="sw-player-summary-heading">
            {t('summary.contents')}
          </h3>
          <ol className="sw-player-summary-list">
            {contents.map((item, i) => (
              <Item key={i} item={item} onSeek={onSeek} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

export interface SopPanelProps {
  items: readonly AiSummarySopItem[];
  className?: string | undefined;
}

export function SopPanel({ items, className }: SopPanelProps) {
  const t = useT();
  return (
    <div className={cx(SCOPE, 'sw-player-summary', className)} part={Parts.sop}>
      <ol className="sw-player-summary-list">
        {items.map((item, i) => (
          <li key={i} className="sw-player-summary-item">
            <span className="sw-player-summary-step">
              {t('summary.sopStep', { step: item.step || String(i + 1) })}
            </span>
            <p className="sw-player-summary-text">{item.description}</p>
            <dl className="sw-player-summary-facts">
              {item.tool.trim() !== '' && (
                <>
                  <dt>{t('summary.sopTool')}</dt>
                  <dd>{item.tool}</dd>
                </>
              )}
              {item.safetyOrWarning.trim() !== '' && (
                <>
                  <dt>{t('summary.sopSafety')}</dt>
                  <dd className="sw-player-summary-warning">{item.safetyOrWarning}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
