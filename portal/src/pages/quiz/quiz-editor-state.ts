/**
 * The quiz authoring screen's state rules (001 §4 quiz states, §5 validation), free of React and
 * of the network so the unit tests read them directly:
 *
 * - fetching a quiz (or learning there is none) replaces the local questions and resets the
 *   changed flag and the selection;
 * - any local edit marks the quiz changed; Save and Publish stay disabled until a change, and
 *   Publish also while the quiz is incomplete (core's quizProblems) or has no question;
 * - a published quiz is read-only (its only action is Unpublish); so is a quiz the AI is
 *   generating (status pending or processing count as processing).
 *
 * Questions the author adds get a local id (LOCAL_ID_PREFIX) that never reaches the server: a
 * question sent without an id is a new one, and the server assigns its id.
 */
import {
  isQuizProcessing,
  newQuestion,
  quizProblems,
  type OptionLetter,
  type Question,
  type QuestionInput,
  type QuestionType,
  type QuizProblem,
  type QuizView,
} from '@stepwise/core';

export const LOCAL_ID_PREFIX = 'local-';

/** How often the screen asks for a quiz the AI is generating (GET /v1/quiz/{id}/). */
export const QUIZ_POLL_MS = 1500;

export interface QuizEditorState {
  /** The quiz as the server last answered it; null when the workflow has none. */
  quiz: QuizView | null;
  /** The working copy the author edits. */
  questions: Question[];
  changed: boolean;
  /** The question the author works on (highlighted, focused after add). */
  selectedId: string | null;
  /** Counter for local ids, so two questions added in one render never share one. */
  nextLocalId: number;
}

export type QuestionPatch = Partial<
  Pick<Question, 'title' | 'explanation' | 'referenceSource' | 'correctAnswer'>
>;

export type QuizEditorAction =
  | { type: 'fetched'; quiz: QuizView | null }
  | { type: 'add'; questionType: QuestionType }
  | { type: 'edit'; id: string; patch: QuestionPatch }
  | { type: 'option'; id: string; letter: OptionLetter; text: string }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'delete'; id: string }
  | { type: 'select'; id: string | null };

export const initialQuizEditorState: QuizEditorState = {
  quiz: null,
  questions: [],
  changed: false,
  selectedId: null,
  nextLocalId: 1,
};

/** 001 §4: published, or being generated, means nobody edits the questions here. */
export function isReadOnly(state: Pick<QuizEditorState, 'quiz'>): boolean {
  return !!state.quiz && (state.quiz.published || isQuizProcessing(state.quiz.status));
}

export function isGenerating(state: Pick<QuizEditorState, 'quiz'>): boolean {
  return !!state.quiz && isQuizProcessing(state.quiz.status);
}

/** A copy of the server's questions: the working copy never shares objects with the answer. */
function copyQuestions(quiz: QuizView | null): Question[] {
  return (quiz?.questions ?? []).map((q) => ({
    ...q,
    options: q.options.map((o) => ({ ...o })),
  }));
}

function mapQuestion(
  state: QuizEditorState,
  id: string,
  change: (q: Question) => Question,
): QuizEditorState {
  let hit = false;
  const questions = state.questions.map((q) => {
    if (q.id !== id) return q;
    hit = true;
    return change(q);
  });
  return hit ? { ...state, questions, changed: true, selectedId: id } : state;
}

export function quizEditorReducer(
  state: QuizEditorState,
  action: QuizEditorAction,
): QuizEditorState {
  if (action.type === 'fetched') {
    // 001 §4: fetching resets the changed flag and the selection.
    return {
      ...state,
      quiz: action.quiz,
      questions: copyQuestions(action.quiz),
      changed: false,
      selectedId: null,
    };
  }
  if (action.type === 'select') {
    return { ...state, selectedId: action.id };
  }
  if (isReadOnly(state)) return state;
  switch (action.type) {
    case 'add': {
      const id = `${LOCAL_ID_PREFIX}${state.nextLocalId}`;
      return {
        ...state,
        questions: [...state.questions, newQuestion(action.questionType, id)],
        changed: true,
        selectedId: id,
        nextLocalId: state.nextLocalId + 1,
      };
    }
    case 'edit':
      return mapQuestion(state, action.id, (q) => ({ ...q, ...action.patch }));
    case 'option':
      return mapQuestion(state, action.id, (q) => ({
        ...q,
        options: q.options.map((o) =>
          o.letter === action.letter ? { ...o, text: action.text } : o,
        ),
      }));
    case 'move': {
      const from = state.questions.findIndex((q) => q.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.questions.length) return state;
      const questions = [...state.questions];
      const [moved] = questions.splice(from, 1);
      questions.splice(to, 0, moved!);
      return { ...state, questions, changed: true, selectedId: action.id };
    }
    case 'delete': {
      const questions = state.questions.filter((q) => q.id !== action.id);
      if (questions.length === state.questions.length) return state;
      return {
        ...state,
        questions,
        changed: true,
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
    }
  }
}

/** Problems of one question, by field (the screen shows each beside its field). */
export function problemsByQuestion(
  questions: readonly Question[],
): Map<string, Map<QuizProblem['field'], QuizProblem>> {
  const out = new Map<string, Map<QuizProblem['field'], QuizProblem>>();
  for (const problem of quizProblems(questions)) {
    const id = questions[problem.questionIndex]!.id;
    const fields = out.get(id) ?? new Map<QuizProblem['field'], QuizProblem>();
    if (!fields.has(problem.field)) fields.set(problem.field, problem);
    out.set(id, fields);
  }
  return out;
}

export interface HeaderButtons {
  save: boolean;
  publish: boolean;
  unpublish: boolean;
  generate: boolean;
  /** Why Publish is disabled though something changed (shown as its description). */
  publishBlocker: 'incomplete' | 'no-questions' | null;
}

/** 001 §4: which header buttons are enabled. */
export function headerButtons(state: QuizEditorState): HeaderButtons {
  const readOnly = isReadOnly(state);
  const published = !!state.quiz?.published;
  const incomplete = quizProblems(state.questions).length > 0;
  const empty = state.questions.length === 0;
  const publishBlocker = empty ? 'no-questions' : incomplete ? 'incomplete' : null;
  return {
    // A quiz that does not exist yet is saved only with at least one question.
    save: !readOnly && state.changed && !(state.quiz === null && empty),
    // A saved draft (a generated one, typically) publishes as it is; local edits are saved with
    // the publish. "Disabled until a change" (001 §4) is the Save button's rule.
    publish:
      !readOnly && !published && (state.changed || state.quiz !== null) && publishBlocker === null,
    // The published quiz cannot change locally, so its one action waits for no change.
    unpublish: published && !isGenerating(state),
    // 001 §7: generation replaces a draft; a published quiz is unpublished first.
    generate: !published && !isGenerating(state),
    publishBlocker,
  };
}

/** The questions as POST / PUT take them: local ids left out (new questions). */
export function questionsForSave(questions: readonly Question[]): QuestionInput[] {
  return questions.map(({ id, ...rest }) => ({
    ...(id.startsWith(LOCAL_ID_PREFIX) ? {} : { id }),
    ...rest,
    options: rest.options.map((o) => ({ ...o })),
  }));
}

/** The catalogue key of a problem, for the message beside its field. */
export function problemKey(
  problem: QuizProblem,
  question: Pick<Question, 'options'>,
):
  | 'quizEditor.problem.title'
  | 'quizEditor.problem.correctAnswer'
  | 'quizEditor.problem.referenceSource'
  | 'quizEditor.problem.noOptions'
  | 'quizEditor.problem.emptyOption' {
  switch (problem.field) {
    case 'title':
      return 'quizEditor.problem.title';
    case 'correctAnswer':
      return 'quizEditor.problem.correctAnswer';
    case 'referenceSource':
      return 'quizEditor.problem.referenceSource';
    case 'options':
      return question.options.length === 0
        ? 'quizEditor.problem.noOptions'
        : 'quizEditor.problem.emptyOption';
  }
}
