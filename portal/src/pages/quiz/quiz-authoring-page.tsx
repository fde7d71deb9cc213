/**
 * /quiz/{workflowId}: the quiz authoring screen (001 §2 "Quiz authoring screen", §4 quiz states,
 * §5 validation, §7 calls). Editors add, edit, reorder and delete true-or-false and single
 * selection questions, see each incompleteness problem beside its field, save, publish and
 * unpublish, and let the server generate questions (a chat model, or the offline generator from
 * the transcript) with progress until the job is completed or failed. A published quiz is
 * read-only with an Unpublish button. Reached from the workflow card's tools ("Quiz").
 */
import type { QuestionType } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../i18n/t';
import { PageLoading } from '../page-loading';
import { QuestionCard } from './question-card';
import {
  headerButtons,
  isGenerating,
  isReadOnly,
  problemsByQuestion,
  type QuizEditorState,
} from './quiz-editor-state';
import { useQuizAuthoring, type QuizAction } from './use-quiz-authoring';
import './quiz-authoring.css';

// The preview renders the quiz package's <Quiz/>: its own chunk, loaded when opened.
const QuizPreviewDialog = lazy(() =>
  import('./quiz-preview-dialog').then((m) => ({ default: m.QuizPreviewDialog })),
);

type StateLabel = 'published' | 'generating' | 'failed' | 'draft' | 'none';

function stateOf(state: QuizEditorState): StateLabel {
  if (!state.quiz) return 'none';
  if (isGenerating(state)) return 'generating';
  if (state.quiz.published) return 'published';
  if (state.quiz.status === 'failure') return 'failed';
  return 'draft';
}

const STATE_KEYS = {
  published: 'quizEditor.state.published',
  generating: 'quizEditor.state.generating',
  failed: 'quizEditor.state.failed',
  draft: 'quizEditor.state.draft',
  none: 'quizEditor.state.none',
} as const;

const DONE_KEYS = {
  save: 'quizEditor.done.save',
  publish: 'quizEditor.done.publish',
  unpublish: 'quizEditor.done.unpublish',
  generate: 'quizEditor.done.generate',
} as const;

export function QuizAuthoringPage() {
  const { workflowId = '' } = useParams();
  const authoring = useQuizAuthoring(workflowId);
  const { load, state, dispatch, busy, actionError, done, run } = authoring;
  const [confirm, setConfirm] = useState<
    { kind: 'delete'; id: string; number: number } | { kind: 'generate' } | null
  >(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // After a delete the question's buttons are gone: the list's heading takes the focus once the
  // confirm dialog has closed (its own clean-up returns the focus to the removed button).
  const focusHeading = useRef(false);
  useEffect(() => {
    if (confirm || !focusHeading.current) return;
    focusHeading.current = false;
    listHeading.current?.focus();
  }, [confirm]);

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'error') {
    return (
      <section className="quiz-authoring" data-testid="quiz-authoring">
        <Alert
          tone="danger"
          title={t('quizEditor.loadFailed')}
          data-testid="quiz-load-failed"
          action={<Button onClick={authoring.reload}>{t('common.retry')}</Button>}
        >
          {load.message}
        </Alert>
      </section>
    );
  }

  const readOnly = isReadOnly(state);
  const buttons = headerButtons(state);
  const problems = problemsByQuestion(state.questions);
  const label = stateOf(state);
  const quiz = state.quiz;
  const empty = !quiz && state.questions.length === 0;
  const showBlocker = state.changed && !readOnly && buttons.publishBlocker !== null;

  const add = (questionType: QuestionType) => dispatch({ type: 'add', questionType });
  const act = (action: QuizAction) => void run(action);
  const generate = () =>
    state.questions.length > 0 ? setConfirm({ kind: 'generate' }) : act('generate');
  const actionButton = (action: QuizAction, enabled: boolean, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      onClick={() => (action === 'generate' ? generate() : act(action))}
      disabled={!enabled || busy !== null}
      aria-busy={busy === action || undefined}
      data-testid={`quiz-${action}`}
      {...(action === 'publish' && showBlocker
        ? { 'aria-describedby': 'quiz-publish-blocker' }
        : {})}
    >
      {t(`quizEditor.${action}`)}
    </Button>
  );

  return (
    <section className="quiz-authoring" data-testid="quiz-authoring" data-state={label}>
      <header className="page-header">
        <div className="quiz-heading">
          <h1>{t('quizEditor.heading', { title: load.workflowTitle })}</h1>
          <span className="quiz-state" data-testid="quiz-state" data-state={label}>
            {t(STATE_KEYS[label])}
          </span>
          {state.changed && (
            <span className="quiz-unsaved muted small" data-testid="quiz-unsaved">
              {t('quizEditor.unsaved')}
            </span>
          )}
        </div>
        <div className="header-buttons quiz-header-buttons">
          {actionButton('generate', buttons.generate, 'secondary')}
          {state.questions.length > 0 && (
            <Button onClick={() => setPreviewOpen(true)} data-testid="quiz-preview">
              {t('quizEditor.preview')}
            </Button>
          )}
          {!quiz?.published && actionButton('save', buttons.save, 'secondary')}
          {quiz?.published
            ? actionButton('unpublish', buttons.unpublish, 'primary')
            : actionButton('publish', buttons.publish, 'primary')}
        </div>
      </header>

      <div className="quiz-messages" aria-live="polite">
        {done && (
          <p className="visually-hidden" role="status">
            {t(DONE_KEYS[done])}
          </p>
        )}
      </div>
      {showBlocker && (
        <p id="quiz-publish-blocker" className="hint small" data-testid="quiz-publish-blocker">
          {t(
            buttons.publishBlocker === 'no-questions'
              ? 'quizEditor.blocker.noQuestions'
              : 'quizEditor.blocker.incomplete',
          )}
        </p>
      )}
      {actionError && (
        <Alert tone="danger" title={t('quizEditor.actionFailed')} data-testid="quiz-action-error">
          {actionError}
        </Alert>
      )}
      {isGenerating(state) && (
        <div className="quiz-generating" data-testid="quiz-generating">
          <Spinner label={t('quizEditor.generating')} />
          <span>
            {t(
              quiz?.status === 'pending'
                ? 'quizEditor.generatingPending'
                : 'quizEditor.generatingProcessing',
            )}
          </span>
        </div>
      )}
      {quiz?.status === 'failure' && (
        <Alert
          tone="danger"
          title={t('quizEditor.generateFailed')}
          data-testid="quiz-generation-failed"
        >
          {quiz.errorMessage ?? t('alert.unexpectedError')}
        </Alert>
      )}
      {quiz?.status === 'completed' && quiz.generator !== 'author' && !quiz.published && (
        <div data-testid="quiz-generator-note" data-generator={quiz.generator}>
          <Alert tone="info">
            {quiz.generator === 'offline'
              ? t('quizEditor.offlineNote')
              : t('quizEditor.llmNote', { model: quiz.model ?? 'AI' })}
          </Alert>
        </div>
      )}
      {quiz?.published && (
        <Alert tone="info" data-testid="quiz-readonly">
          {t('quizEditor.readOnly')}
        </Alert>
      )}

      {empty ? (
        <div className="quiz-empty" data-testid="quiz-empty">
          <h2>{t('quizEditor.emptyTitle')}</h2>
          <p className="muted">{t('quizEditor.emptyHint')}</p>
          <div className="row-buttons">
            <Button
              variant="primary"
              onClick={() => add('single-selection')}
              data-testid="quiz-create"
            >
              {t('quizEditor.create')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <h2 ref={listHeading} tabIndex={-1} className="quiz-list-heading">
            {t('quizEditor.questions')}
          </h2>
          {state.questions.length === 0 ? (
            <p className="muted" data-testid="quiz-no-questions">
              {t('quizEditor.noQuestions')}
            </p>
          ) : (
            <ol className="quiz-questions" data-testid="quiz-questions">
              {state.questions.map((question, index) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  index={index}
                  count={state.questions.length}
                  readOnly={readOnly}
                  selected={state.selectedId === question.id}
                  problems={problems.get(question.id)}
                  // Mounted while selected and changed: the question was just added.
                  focusOnMount={state.changed && state.selectedId === question.id}
                  onSelect={() =>
                    state.selectedId !== question.id &&
                    dispatch({ type: 'select', id: question.id })
                  }
                  onEdit={(patch) => dispatch({ type: 'edit', id: question.id, patch })}
                  onOption={(letter, text) =>
                    dispatch({ type: 'option', id: question.id, letter, text })
                  }
                  onMove={(by) => dispatch({ type: 'move', id: question.id, by })}
                  onDelete={() =>
                    setConfirm({ kind: 'delete', id: question.id, number: index + 1 })
                  }
                />
              ))}
            </ol>
          )}
          {!readOnly && (
            <div className="row-buttons quiz-add">
              <Button onClick={() => add('true-or-false')} data-testid="quiz-add-true-or-false">
                {t('quizEditor.addTrueOrFalse')}
              </Button>
              <Button onClick={() => add('single-selection')} data-testid="quiz-add-single">
                {t('quizEditor.addSingle')}
              </Button>
            </div>
          )}
        </>
      )}

      {confirm?.kind === 'delete' && (
        <ConfirmDialog
          title={t('quizEditor.deleteConfirmTitle')}
          message={t('quizEditor.deleteConfirm', { number: confirm.number })}
          confirmLabel={t('quizEditor.deleteShort')}
          danger
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            dispatch({ type: 'delete', id: confirm.id });
            focusHeading.current = true;
          }}
        />
      )}
      {confirm?.kind === 'generate' && (
        <ConfirmDialog
          title={t('quizEditor.generateConfirmTitle')}
          message={t('quizEditor.generateConfirm')}
          confirmLabel={t('quizEditor.generate')}
          onClose={() => setConfirm(null)}
          onConfirm={() => run('generate')}
        />
      )}
      {previewOpen && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <QuizPreviewDialog
            workflowId={workflowId}
            workflowTitle={load.workflowTitle}
            quiz={quiz}
            questions={state.questions}
            onClose={() => setPreviewOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
