/**
 * Run mode's interactive parts of an item: a checklist's ticks, a photo request's camera-friendly
 * file input (image/*, the back camera on a phone) with previews and the 001 §5 refusals, and a
 * quiz item's answers graded by the server.
 */
import { useStore } from '@nanostores/react';
import type { SopItemForViewing } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useId, useState } from 'react';
import type { InstructionStore } from '../core/instruction-store.js';
import type { RunItemState, RunPhoto } from '../core/run-state.js';
import { photoProblemKey } from './shared.js';

interface RunPartProps {
  store: InstructionStore;
  item: SopItemForViewing;
  state: RunItemState | undefined;
}

export function RunPart(props: RunPartProps) {
  switch (props.item.type) {
    case 'checklist':
      return <ChecklistRun {...props} />;
    case 'file_request':
      return <PhotoRun {...props} />;
    case 'quiz':
      return props.item.questions.length > 0 ? <QuizRun {...props} /> : null;
    default:
      return null;
  }
}

function ChecklistRun({ store, item, state }: RunPartProps) {
  const ticked = new Set(state?.checkedItemIds ?? []);
  return (
    <ul className="sw-si-checklist" part="checklist">
      {item.checklistItems.map((c) => (
        <li key={c.id}>
          <label className="sw-si-check">
            <input
              type="checkbox"
              checked={ticked.has(c.id)}
              onChange={() => store.toggleCheck(item.id, c.id)}
            />
            <span>{c.text}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const STATUS_KEYS = {
  queued: 'instruction.photo.queued',
  uploading: 'instruction.photo.uploading',
  uploaded: 'instruction.photo.uploaded',
  failed: 'instruction.photo.failed',
} as const;

function PhotoRun({ store, item, state }: RunPartProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="sw-si-photo" part="photo-request">
      {item.fileRequest?.description ? (
        <p className="sw-si-muted">{item.fileRequest.description}</p>
      ) : null}
      <label className="sw-si-photo-label" htmlFor={inputId}>
        {t('instruction.photo.take')}
      </label>
      <input
        id={inputId}
        className="sw-si-file"
        type="file"
        accept="image/*"
        capture="environment"
        part="photo-input"
        {...(problem ? { 'aria-describedby': errorId, 'aria-invalid': true } : {})}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          const refused = store.takePhoto(item.id, file);
          setProblem(refused ? t(photoProblemKey(refused)) : null);
        }}
      />
      {problem ? (
        <p className="sw-si-error" id={errorId} role="alert" part="photo-error">
          {problem}
        </p>
      ) : null}
      {state && state.photos.length > 0 ? (
        <ul className="sw-si-photos">
          {state.photos.map((photo) => (
            <PhotoPreview
              key={photo.id}
              photo={photo}
              preview={store.previewOf(photo.id) ?? photo.url}
              onRemove={() => store.removePhoto(item.id, photo.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoPreview({
  photo,
  preview,
  onRemove,
}: {
  photo: RunPhoto;
  preview: string | null | undefined;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li className="sw-si-photo-item" data-status={photo.status}>
      {preview ? <img src={preview} alt={photo.fileName} /> : null}
      <span className="sw-si-photo-name">{photo.fileName}</span>
      <span className="sw-si-muted">{t(STATUS_KEYS[photo.status])}</span>
      <button
        type="button"
        className="sw-si-link"
        disabled={photo.status === 'uploading'}
        onClick={onRemove}
      >
        {t('instruction.photo.remove', { name: photo.fileName })}
      </button>
    </li>
  );
}

function QuizRun({ store, item, state }: RunPartProps) {
  const t = useT();
  const checking = useStore(store.checking).has(item.id);
  const error = useStore(store.quizErrors)[item.id];
  const answers = state?.quiz?.answers ?? {};
  const result = state?.quiz?.result ?? null;
  const all = item.questions.every((q) => answers[q.id] !== undefined);
  const name = useId();
  return (
    <div className="sw-si-quiz" part="quiz">
      {item.questions.map((q, index) => {
        const graded = result?.questions.find((r) => r.questionId === q.id);
        return (
          <fieldset key={q.id} className="sw-si-question" disabled={Boolean(result) || checking}>
            <legend>{`${index + 1}. ${q.title}`}</legend>
            {q.options.map((o) => (
              <label key={o.letter} className="sw-si-option">
                <input
                  type="radio"
                  name={`${name}-${q.id}`}
                  checked={answers[q.id] === o.letter}
                  onChange={() => store.chooseAnswer(item.id, q.id, o.letter)}
                />
                <span className="sw-si-letter">{o.letter}</span>
                <span>{o.text}</span>
              </label>
            ))}
            {graded ? (
              <p className="sw-si-verdict" data-correct={graded.isCorrect}>
                {t(graded.isCorrect ? 'quiz.correct' : 'quiz.incorrect')}
                {graded.explanation ? ` · ${graded.explanation}` : ''}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {result ? (
        <p className="sw-si-result" role="status" data-passed={result.passed} part="quiz-result">
          {t(result.passed ? 'instruction.quiz.passed' : 'instruction.quiz.failed')} ·{' '}
          {t('instruction.quiz.score', { score: result.score })}
        </p>
      ) : (
        <button
          type="button"
          className="sw-si-button"
          disabled={!all || checking}
          onClick={() => void store.checkQuiz(item.id)}
        >
          {t(checking ? 'instruction.quiz.checking' : 'instruction.quiz.check')}
        </button>
      )}
      {error ? (
        <p className="sw-si-error" role="alert">
          {t('instruction.quiz.error')}
        </p>
      ) : null}
    </div>
  );
}
