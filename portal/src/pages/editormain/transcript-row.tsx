/**
 * One sentence of the transcript editor: tick it for a cut, jump the preview to it, edit its text
 * in place (committed on blur or Enter; an empty text stays in the box with its error and keeps
 * Save off, 001 §5), break it at the caret, merge it with the next, delete the subtitle, add the
 * selected words as a key term, and (when it has word times) tick single words for a cut.
 */
import {
  EditRefusal,
  formatTimestamp,
  KeyTermProblem,
  keyTermSelectionProblem,
  type EditSegment,
  type TimelineSentence,
} from '@stepwise/core';
import { useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { editMessage } from './edit-message';
import { wordId } from './transcript-selection';

export interface TranscriptRowProps {
  sentence: TimelineSentence;
  index: number;
  isLast: boolean;
  selected: boolean;
  selectedWords: ReadonlySet<string>;
  languageCode: string;
  keyTerms: boolean;
  readOnly: boolean;
  /** The text being typed when it is not committed (an empty one is invalid). */
  draft: string | undefined;
  onDraft: (key: string, text: string | undefined) => void;
  onToggle: (key: string, shift: boolean) => void;
  onToggleWord: (id: string) => void;
  onSeek: (time: number) => void;
  onApply: (segment: EditSegment) => void;
  onAddTerm: (term: string) => void;
}

export function TranscriptRow(props: TranscriptRowProps) {
  const { sentence: s, index, draft, readOnly } = props;
  const box = useRef<HTMLTextAreaElement>(null);
  const [wordsView, setWordsView] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const text = draft ?? s.sentence;
  const empty = text.trim() === '';
  const number = index + 1;

  const commit = () => {
    if (draft === undefined) return;
    if (draft.trim() === '') return; // stays a draft: the row and the toolbar show why
    props.onDraft(s.key, undefined);
    if (draft !== s.sentence) props.onApply({ type: 'correct', target: s.key, text: draft });
  };

  const breakLine = () => {
    const at = box.current?.selectionStart ?? 0;
    // The caret is in the typed text: commit it first, then break it there.
    commit();
    props.onApply({ type: 'break-line', target: s.key, at });
  };

  const addTerm = () => {
    const el = box.current;
    if (!el) return;
    const why = keyTermSelectionProblem(
      el.value,
      el.selectionStart,
      el.selectionEnd,
      props.languageCode,
    );
    if (why) {
      setProblem(editMessage(KeyTermProblem[why]));
      return;
    }
    setProblem(null);
    props.onAddTerm(el.value.slice(el.selectionStart, el.selectionEnd));
  };

  return (
    <li
      className="transcript-row"
      data-testid="transcript-row"
      data-key={s.key}
      data-selected={props.selected || undefined}
      data-invalid={empty || undefined}
    >
      <input
        type="checkbox"
        checked={props.selected}
        disabled={readOnly}
        aria-label={t('editormain.selectSentence', { number })}
        data-testid="transcript-select"
        onClick={(e) => props.onToggle(s.key, e.shiftKey)}
        // Space ticks through the same click (with Shift held, it extends the range).
        readOnly
      />
      <button
        type="button"
        className="link-button transcript-time"
        onClick={() => props.onSeek(s.startTime)}
        aria-label={t('editormain.seekTo', { number, time: formatTimestamp(s.startTime) })}
        data-testid="transcript-time"
      >
        {formatTimestamp(s.startTime)}–{formatTimestamp(s.endTime)}
      </button>
      <div className="transcript-text">
        {wordsView && s.words ? (
          <div
            className="transcript-words"
            role="group"
            aria-label={t('editormain.wordsOf', { number })}
            data-testid="transcript-words"
          >
            {s.words.map((w, i) => {
              const id = wordId(s.key, i);
              return (
                <button
                  key={id}
                  type="button"
                  className="transcript-word"
                  aria-pressed={props.selectedWords.has(id)}
                  disabled={readOnly}
                  onClick={() => props.onToggleWord(id)}
                  title={formatTimestamp(w.startTime)}
                  data-testid="transcript-word"
                >
                  {w.word}
                </button>
              );
            })}
          </div>
        ) : (
          <textarea
            ref={box}
            value={text}
            rows={Math.max(1, Math.ceil(text.length / 70))}
            readOnly={readOnly}
            aria-label={t('editormain.sentenceText', { number })}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${s.key}-error` : undefined}
            data-testid="transcript-text"
            onChange={(e) => props.onDraft(s.key, e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                commit();
              } else if (e.key === 'Escape') {
                props.onDraft(s.key, undefined);
              }
            }}
          />
        )}
        {empty && (
          <p className="form-error" id={`${s.key}-error`} data-testid="transcript-row-error">
            {editMessage(EditRefusal.emptySentence)}
          </p>
        )}
        {problem && (
          <p className="form-error" role="alert" data-testid="transcript-term-problem">
            {problem}
          </p>
        )}
      </div>
      <div
        className="transcript-row-actions"
        role="group"
        aria-label={t('editormain.rowActions', { number })}
      >
        {s.words && s.words.length > 0 && (
          <button
            type="button"
            aria-pressed={wordsView}
            onClick={() => setWordsView((v) => !v)}
            data-testid="transcript-words-toggle"
          >
            {t('editormain.words')}
          </button>
        )}
        <button
          type="button"
          disabled={readOnly || wordsView || empty}
          // The caret must survive the click: a mousedown would move focus off the text.
          onMouseDown={(e) => e.preventDefault()}
          onClick={breakLine}
          data-testid="transcript-break"
        >
          {t('editormain.breakLine')}
        </button>
        <button
          type="button"
          disabled={readOnly || props.isLast}
          onClick={() => props.onApply({ type: 'merge', target: s.key })}
          data-testid="transcript-merge"
        >
          {t('editormain.mergeNext')}
        </button>
        <button
          type="button"
          disabled={readOnly}
          onClick={() => props.onApply({ type: 'delete-subtitle', target: s.key })}
          data-testid="transcript-delete-subtitle"
        >
          {t('editormain.deleteSubtitle')}
        </button>
        {props.keyTerms && (
          <button
            type="button"
            disabled={readOnly || wordsView}
            // Keep the text's selection: a mousedown on the button would otherwise clear it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={addTerm}
            data-testid="transcript-add-term"
          >
            {t('editormain.addKeyTerm')}
          </button>
        )}
      </div>
    </li>
  );
}
