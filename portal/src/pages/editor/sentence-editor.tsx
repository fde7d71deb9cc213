/**
 * The selected subtitle, under the timeline: correct its text (core refuses an empty one),
 * delete the subtitle (the video stays), or cut the sentence from the video (text-based cutting:
 * core spansOfSentences gives the spans it plays at, latest first, each a delete).
 */
import {
  formatTimecode,
  spansOfSentences,
  type EditSegment,
  type TimelineSentence,
} from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';

export interface SentenceEditorProps {
  sentence: TimelineSentence;
  sentences: readonly TimelineSentence[];
  readOnly: boolean;
  onEdit: (segment: EditSegment) => void;
  onClose: () => void;
}

/** The deletes that cut sentence `key` out of the video. */
export function cutSentence(sentences: readonly TimelineSentence[], key: string): EditSegment[] {
  return spansOfSentences(sentences, new Set([key])).map((span): EditSegment => ({
    type: 'delete',
    start: span.start,
    end: span.end,
    target: 'text',
  }));
}

export function SentenceEditor(props: SentenceEditorProps) {
  const { sentence } = props;
  // Keyed by the sentence in the parent, so another selection starts from its own text.
  const [text, setText] = useState(sentence.sentence);
  const changed = text.trim() !== sentence.sentence;
  return (
    <section
      className="editor-sentence"
      aria-label={t('editor.sentence.heading')}
      data-testid="editor-sentence"
    >
      <h2 className="editor-panel-heading">
        {t('editor.sentence.heading')}{' '}
        <span className="muted">
          {formatTimecode(sentence.startTime)} – {formatTimecode(sentence.endTime)}
        </span>
      </h2>
      <label htmlFor="editor-sentence-text" className="visually-hidden">
        {t('editor.sentence.text')}
      </label>
      <textarea
        id="editor-sentence-text"
        value={text}
        rows={2}
        readOnly={props.readOnly}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="editor-sentence-text"
      />
      <div className="editor-sentence-tools">
        <button
          type="button"
          className="primary"
          disabled={props.readOnly || !changed}
          onClick={() => props.onEdit({ type: 'correct', target: sentence.key, text: text.trim() })}
          data-testid="editor-sentence-correct"
        >
          {t('editor.sentence.correct')}
        </button>
        <button
          type="button"
          disabled={props.readOnly}
          onClick={() => {
            props.onEdit({ type: 'delete-subtitle', target: sentence.key });
            props.onClose();
          }}
          data-testid="editor-sentence-delete"
        >
          {t('editor.sentence.delete')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={props.readOnly}
          onClick={() => {
            for (const segment of cutSentence(props.sentences, sentence.key)) props.onEdit(segment);
            props.onClose();
          }}
          data-testid="editor-sentence-cut"
        >
          {t('editor.sentence.cut')}
        </button>
        <button type="button" onClick={props.onClose}>
          {t('common.close')}
        </button>
      </div>
    </section>
  );
}
