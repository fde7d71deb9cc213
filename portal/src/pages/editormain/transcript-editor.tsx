/**
 * The transcript editor of editor main's transcription tab (issue 21), without the network: the
 * sentence list on the timeline with its edits, find and replace, key terms, and text-based
 * cutting (tick sentences, shift-click a range, or tick words in a sentence's word view, then
 * "Cut from video": core delete segments with target 'text'). Stories render it with fake data.
 */
import {
  EditRefusal,
  keyTermsAvailable,
  type EditSegment,
  type TimelineSentence,
} from '@stepwise/core';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../i18n/t';
import { editMessage } from './edit-message';
import { KeyTermsPanel } from './key-terms-panel';
import { ReplaceAllDialog } from './replace-all-dialog';
import { TranscriptRow } from './transcript-row';
import { addTerm, cutLength, textCutSegments, toggleRange } from './transcript-selection';

export interface TranscriptEditorProps {
  sentences: readonly TimelineSentence[];
  terms: readonly string[];
  languageCode: string;
  /** A re-render runs: nothing can change until it finishes. */
  readOnly: boolean;
  onApply: (segment: EditSegment) => void;
  onTerms: (terms: string[]) => void;
  onSeek: (time: number) => void;
  /** Why Save must stay off (an empty sentence being typed), or null. */
  onBlocked?: (reason: string | null) => void;
  /** POST transcription/reset, after the confirm dialog. */
  onReset?: () => Promise<unknown>;
  /** Initial drafts (stories show an invalid empty sentence with them). */
  initialDrafts?: Record<string, string>;
}

export function TranscriptEditor(props: TranscriptEditorProps) {
  const { sentences, readOnly, onBlocked } = props;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [words, setWords] = useState<Set<string>>(new Set());
  const [drafts, setDrafts] = useState<Record<string, string>>(props.initialDrafts ?? {});
  const [dialog, setDialog] = useState<'replace' | 'reset' | null>(null);
  const order = useMemo(() => sentences.map((s) => s.key), [sentences]);
  const keyTerms = keyTermsAvailable(props.languageCode);

  // Selections and drafts of sentences that no longer exist (cut, merged, reset) go.
  const live = new Set(order);
  const ticked = new Set([...selected].filter((k) => live.has(k)));
  const tickedWords = new Set(
    [...words].filter((id) => live.has(id.slice(0, id.lastIndexOf('#')))),
  );
  const cut = textCutSegments(sentences, ticked, tickedWords);
  const emptyDraft = Object.entries(drafts).some(([k, v]) => live.has(k) && v.trim() === '');

  useEffect(() => {
    onBlocked?.(emptyDraft ? editMessage(EditRefusal.emptySentence) : null);
  }, [emptyDraft, onBlocked]);
  useEffect(() => () => onBlocked?.(null), [onBlocked]);

  const cutFromVideo = () => {
    for (const segment of cut) props.onApply(segment);
    setSelected(new Set());
    setWords(new Set());
  };

  return (
    <div className="transcript-editor" data-testid="transcript-editor">
      <div
        className="transcript-toolbar"
        role="toolbar"
        aria-label={t('editormain.transcriptTools')}
      >
        <button
          type="button"
          className="danger"
          disabled={readOnly || cut.length === 0}
          onClick={cutFromVideo}
          data-testid="transcript-cut"
        >
          {cut.length === 0
            ? t('editormain.cutFromVideo')
            : t('editormain.cutSeconds', { seconds: cutLength(cut).toFixed(1) })}
        </button>
        <button
          type="button"
          disabled={ticked.size + tickedWords.size === 0}
          onClick={() => {
            setSelected(new Set());
            setWords(new Set());
          }}
        >
          {t('editormain.clearSelection')}
        </button>
        <button
          type="button"
          disabled={readOnly}
          onClick={() => setDialog('replace')}
          data-testid="transcript-replace-all"
        >
          {t('editormain.replaceAll')}
        </button>
        {props.onReset && (
          <button
            type="button"
            disabled={readOnly}
            onClick={() => setDialog('reset')}
            data-testid="transcript-reset"
          >
            {t('editormain.resetTranscription')}
          </button>
        )}
      </div>
      {sentences.length === 0 ? (
        <p className="muted" data-testid="transcript-empty">
          {t('editormain.transcriptEmpty')}
        </p>
      ) : (
        <ol className="transcript-list" aria-label={t('editormain.sentences')}>
          {sentences.map((s, i) => (
            <TranscriptRow
              key={s.key}
              sentence={s}
              index={i}
              isLast={i === sentences.length - 1}
              selected={ticked.has(s.key)}
              selectedWords={tickedWords}
              languageCode={props.languageCode}
              keyTerms={keyTerms}
              readOnly={readOnly}
              draft={drafts[s.key]}
              onDraft={(key, text) =>
                setDrafts((d) => {
                  const next = { ...d };
                  if (text === undefined) delete next[key];
                  else next[key] = text;
                  return next;
                })
              }
              onToggle={(key, shift) => {
                setSelected(toggleRange(order, ticked, key, anchor, shift));
                setAnchor(key);
              }}
              onToggleWord={(id) =>
                setWords((w) => {
                  const next = new Set(w);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onSeek={props.onSeek}
              onApply={props.onApply}
              onAddTerm={(term) => props.onTerms(addTerm(props.terms, term))}
            />
          ))}
        </ol>
      )}
      <KeyTermsPanel
        terms={props.terms}
        available={keyTerms}
        readOnly={readOnly}
        onRemove={(term) => props.onTerms(props.terms.filter((x) => x !== term))}
      />
      {dialog === 'replace' && (
        <ReplaceAllDialog
          onClose={() => setDialog(null)}
          onReplace={(find, replace) => props.onApply({ type: 'replace-all', find, replace })}
        />
      )}
      {dialog === 'reset' && props.onReset && (
        <ConfirmDialog
          title={t('editormain.resetTranscription')}
          message={t('editormain.resetTranscriptionConfirm')}
          confirmLabel={t('editormain.reset')}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await props.onReset?.();
            setDrafts({});
          }}
        />
      )}
    </div>
  );
}
