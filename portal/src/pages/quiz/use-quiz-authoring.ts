/**
 * The quiz authoring screen's conversation with the server (001 §7): find the workflow's quiz
 * (GET /v1/quiz/published-status names it, whatever its status), read the author's view
 * (GET /v1/quiz/{id}/), save (POST /v1/quiz for the first time, PUT /v1/quiz/{id} after),
 * publish and unpublish (PUT), generate (POST /v1/workflows/{id}/ai-generate-quiz) and follow
 * the generation until it is completed or failed. The state rules are quiz-editor-state.ts.
 */
import {
  createQuiz,
  generateQuiz,
  getQuiz,
  getQuizPublishedStatus,
  getWorkflow,
  updateQuiz,
} from '@stepwise/api';
import type { QuizView } from '@stepwise/core';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import {
  initialQuizEditorState,
  isGenerating,
  QUIZ_POLL_MS,
  questionsForSave,
  quizEditorReducer,
  type QuizEditorAction,
  type QuizEditorState,
} from './quiz-editor-state';

export type QuizAction = 'save' | 'publish' | 'unpublish' | 'generate';

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; workflowTitle: string }
  | { status: 'error'; message: string };

export interface QuizAuthoring {
  load: LoadState;
  state: QuizEditorState;
  dispatch: (action: QuizEditorAction) => void;
  /** The action on its way to the server, if any (its button shows it is busy). */
  busy: QuizAction | null;
  /** The last action's failure (a 400's first incompleteness message, a 409, ...). */
  actionError: string | null;
  /** The last action that succeeded, announced once (cleared by the next action). */
  done: QuizAction | null;
  reload: () => void;
  run: (action: QuizAction) => Promise<void>;
}

async function fetchQuiz(workflowId: string): Promise<QuizView | null> {
  const [status] = await getQuizPublishedStatus(api, [workflowId]);
  return status ? getQuiz(api, status.quizId) : null;
}

export function useQuizAuthoring(workflowId: string): QuizAuthoring {
  const [state, dispatch] = useReducer(quizEditorReducer, initialQuizEditorState);
  const [attempt, setAttempt] = useState(0);
  // One answer per (workflow, attempt): a new one shows loading until its own answer arrives.
  const loadKey = `${workflowId}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; load: LoadState } | null>(null);
  const load: LoadState = answer?.key === loadKey ? answer.load : { status: 'loading' };
  const [busy, setBusy] = useState<QuizAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<QuizAction | null>(null);
  // The newest state for the actions, which read it after their awaits.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    let live = true;
    Promise.all([getWorkflow(api, workflowId), fetchQuiz(workflowId)]).then(
      ([workflow, quiz]) => {
        if (!live) return;
        dispatch({ type: 'fetched', quiz });
        setAnswer({ key: loadKey, load: { status: 'ready', workflowTitle: workflow.title } });
      },
      (err: unknown) =>
        live && setAnswer({ key: loadKey, load: { status: 'error', message: messageOf(err) } }),
    );
    return () => {
      live = false;
    };
  }, [workflowId, loadKey]);

  // 001 §4: pending and processing are AI processing; ask again until completed or failure. A
  // missed poll is retried by the next one.
  const generatingId = isGenerating(state) ? (state.quiz?.id ?? null) : null;
  useEffect(() => {
    if (!generatingId) return;
    let live = true;
    const timer = setInterval(() => {
      getQuiz(api, generatingId).then(
        (quiz) => {
          if (live && latest.current.quiz?.id === quiz.id) dispatch({ type: 'fetched', quiz });
        },
        () => undefined,
      );
    }, QUIZ_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [generatingId]);

  const run = useCallback(
    async (action: QuizAction) => {
      const { quiz, questions } = latest.current;
      setBusy(action);
      setActionError(null);
      setDone(null);
      try {
        let next: QuizView;
        if (action === 'generate') {
          next = await generateQuiz(api, workflowId);
        } else if (action === 'unpublish') {
          if (!quiz) return;
          next = await updateQuiz(api, quiz.id, { published: false });
        } else {
          const body = questionsForSave(questions);
          const publish = action === 'publish';
          if (quiz) {
            next = await updateQuiz(api, quiz.id, {
              questions: body,
              ...(publish ? { published: true } : {}),
            });
          } else {
            next = await createQuiz(api, { workflow: workflowId, questions: body });
            if (publish) next = await updateQuiz(api, next.id, { published: true });
          }
        }
        dispatch({ type: 'fetched', quiz: next });
        setDone(action);
      } catch (err) {
        setActionError(messageOf(err));
      } finally {
        setBusy(null);
      }
    },
    [workflowId],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { load, state, dispatch, busy, actionError, done, reload, run };
}
