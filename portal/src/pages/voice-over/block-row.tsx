/**
 * One voice-over block (001 §3 text-to-speech block): its time, text (a recording's label),
 * speed, status (001 §4 block status values) and warnings, and its actions — generate, play,
 * move up / down (the keyboard's way to reorder besides the drag handle), delete.
 */
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  BlockStatus,
  formatTimecode,
  type BlockStatusValue,
  type BlockWarningValue,
  type TtsBlock,
} from '@stepwise/core';
import { useId } from 'react';
import { t, type MessageKey } from '../../i18n/t';
import { SpeedControl } from './speed-control';

export interface BlockRowProps {
  block: TtsBlock;
  index: number;
  total: number;
  status: BlockStatusValue;
  warnings: readonly BlockWarningValue[];
  selected: boolean;
  /** Text to speech is configured (generate is offered). */
  canGenerate: boolean;
  /** Recording is under way: nothing changes (001 §4). */
  locked: boolean;
  onSelect: () => void;
  onText: (text: string) => void;
  onSpeed: (speed: number) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onGenerate: () => void;
  onPlay: () => void;
  handle?: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
}

const BUSY: readonly BlockStatusValue[] = [BlockStatus.Pending, BlockStatus.Processing];
const GENERATABLE: readonly BlockStatusValue[] = [
  BlockStatus.Todo,
  BlockStatus.Failure,
  BlockStatus.WarningAllowGenerate,
];

export const statusText = (status: BlockStatusValue) =>
  t(`voiceOver.status.${status}` as MessageKey);
export const warningText = (warning: BlockWarningValue) =>
  t(`voiceOver.warning.${warning}` as MessageKey);

export function BlockRow(props: BlockRowProps) {
  const { block, index, total, status, warnings, locked } = props;
  const id = useId();
  const recording = block.source === 'recording';
  const number = index + 1;
  return (
    <div
      className="vo-block"
      data-testid="vo-block"
      data-key={block.key}
      data-status={status}
      data-source={block.source}
      data-selected={props.selected || undefined}
      onFocusCapture={props.onSelect}
    >
      <div className="vo-block-head">
        {props.handle && (
          <button
            type="button"
            className="vo-drag"
            aria-label={t('voiceOver.dragBlock', { number })}
            disabled={locked}
            {...props.handle.attributes}
            {...props.handle.listeners}
          >
            ⠿
          </button>
        )}
        <span className="vo-block-number">{number}</span>
        <span className="vo-block-time" data-testid="vo-block-time">
          {formatTimecode(block.startTime)} – {formatTimecode(block.endTime)}
        </span>
        {recording && <span className="vo-badge">{t('voiceOver.recordingBadge')}</span>}
        <span className="vo-status" data-testid="vo-block-status" role="status">
          {statusText(status)}
        </span>
      </div>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {recording
          ? t('voiceOver.recordingLabel', { number })
          : t('voiceOver.blockText', { number })}
      </label>
      <textarea
        id={`${id}-text`}
        data-testid="vo-block-text"
        value={block.text}
        rows={2}
        readOnly={locked}
        placeholder={t('voiceOver.textPlaceholder')}
        onChange={(e) => props.onText(e.target.value)}
      />
      {warnings.length > 0 && (
        <ul className="vo-warnings" data-testid="vo-block-warnings">
          {warnings.map((w) => (
            <li key={w} data-warning={w} role="alert">
              {warningText(w)}
            </li>
          ))}
        </ul>
      )}
      <div className="vo-block-actions">
        {!recording && (
          <SpeedControl
            label={t('voiceOver.blockSpeed')}
            speed={block.speed}
            disabled={locked}
            onChange={props.onSpeed}
            testId="vo-block-speed"
          />
        )}
        {!recording && (
          <button
            type="button"
            data-testid="vo-block-generate"
            disabled={
              !props.canGenerate ||
              locked ||
              block.text.trim() === '' ||
              !GENERATABLE.includes(status)
            }
            onClick={props.onGenerate}
          >
            {BUSY.includes(status) ? t('voiceOver.generating') : t('voiceOver.generate')}
          </button>
        )}
        <button
          type="button"
          data-testid="vo-block-play"
          disabled={locked || !block.text2SpeechId || BUSY.includes(status)}
          onClick={props.onPlay}
        >
          {status === BlockStatus.Playing ? t('voiceOver.stop') : t('voiceOver.play')}
        </button>
        <button
          type="button"
          disabled={locked || index === 0}
          aria-label={t('voiceOver.moveUp', { number })}
          onClick={() => props.onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          disabled={locked || index === total - 1}
          aria-label={t('voiceOver.moveDown', { number })}
          onClick={() => props.onMove(index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="danger"
          disabled={locked}
          data-testid="vo-block-remove"
          onClick={props.onRemove}
        >
          {t('voiceOver.removeBlock')}
        </button>
      </div>
    </div>
  );
}
