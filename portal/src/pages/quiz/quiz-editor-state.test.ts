import { DEFAULT_REFERENCE_SOURCE, type Question, type QuizView } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { previewPort } from './preview-port';
import {
  headerButtons,
  initialQuizEditorState,
  isReadOnly,
  LOCAL_ID_PREFIX,
  problemKey,
  problemsByQuestion,
  questionsForSave,
  quizEditorReducer,
  type QuizEditorAction,
  type QuizEditorState,
} from './quiz-editor-state';

const complete = (id: string, title = 'Switch the unit off first?'): Question => ({
  id,
  type: 'true-or-false',
  title,
  options: [
    { letter: 'A', text: 'True' },
    { letter: 'B', text: 'False' },
  ],
  correctAnswer: 'A',
  referenceSource: 'Step 1 at 0:01',
  explanation: 'The unit is switched off before the housing opens.',
});

const quizOf = (over: Partial<QuizView> = {}): QuizView => ({
  id: 'quiz-1',
  workflowId: 'wf-1',
  status: 'completed',
  published: false,
  publishedAt: null,
  passingScore: 80,
  questions: [complete('q1'), complete('q2', 'Is the old filter reused?')],
  generator: 'author',
  model: null,
  errorMessage: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...over,
});

const apply = (state: QuizEditorState, ...actions: QuizEditorAction[]) =>
  actions.reduce(quizEditorReducer, state);

const fetched = (quiz: QuizView | null) => apply(initialQuizEditorState, { type: 'fetched', quiz });

describe('quiz authoring state (001 §4)', () => {
  it('a fetched quiz is unchanged and unselected; Save waits for a change, a complete draft publishes as it is', () => {
    const state = fetched(quizOf());
    expect(state.changed).toBe(false);
    expect(state.selectedId).toBeNull();
    expect(state.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(headerButtons(state)).toMatchObject({ save: false, publish: true, unpublish: false });
  });

  it('any local edit marks the quiz changed and enables Save and Publish', () => {
    const edits: QuizEditorAction[] = [
      { type: 'edit', id: 'q1', patch: { title: 'Is the unit switched off?' } },
      { type: 'edit', id: 'q1', patch: { correctAnswer: 'B' } },
      { type: 'edit', id: 'q2', patch: { explanation: 'A new one goes in.' } },
      { type: 'option', id: 'q1', letter: 'A', text: 'Yes' },
      { type: 'move', id: 'q2', by: -1 },
      { type: 'delete', id: 'q1' },
      { type: 'add', questionType: 'true-or-false' },
    ];
    for (const edit of edits) {
      const state = apply(fetched(quizOf()), edit);
      expect(state.changed, edit.type).toBe(true);
      expect(headerButtons(state).save, edit.type).toBe(true);
    }
  });

  it('fetching again resets the changed flag and the selection', () => {
    const edited = apply(fetched(quizOf()), {
      type: 'edit',
      id: 'q2',
      patch: { title: 'Changed' },
    });
    expect(edited.selectedId).toBe('q2');
    const again = quizEditorReducer(edited, { type: 'fetched', quiz: quizOf() });
    expect(again.changed).toBe(false);
    expect(again.selectedId).toBeNull();
    expect(again.questions[1]!.title).toBe('Is the old filter reused?');
  });

  it('selecting a question is not a change', () => {
    const state = apply(fetched(quizOf()), { type: 'select', id: 'q1' });
    expect(state.selectedId).toBe('q1');
    expect(state.changed).toBe(false);
  });

  it('an edit never touches the fetched quiz (the working copy is its own)', () => {
    const quiz = quizOf();
    apply(fetched(quiz), { type: 'option', id: 'q1', letter: 'A', text: 'Changed' });
    expect(quiz.questions[0]!.options[0]!.text).toBe('True');
  });

  it('a published quiz is read-only: edits are ignored, Unpublish is its one action', () => {
    const state = fetched(quizOf({ published: true, publishedAt: '2026-11-26T01:00:00.000Z' }));
    expect(isReadOnly(state)).toBe(true);
    const after = apply(
      state,
      { type: 'edit', id: 'q1', patch: { title: 'x' } },
      { type: 'add', questionType: 'single-selection' },
      { type: 'delete', id: 'q1' },
      { type: 'move', id: 'q2', by: -1 },
    );
    expect(after).toBe(state);
    expect(headerButtons(state)).toEqual({
      save: false,
      publish: false,
      unpublish: true,
      generate: false,
      publishBlocker: null,
    });
  });

  it.each(['pending', 'processing'] as const)(
    'a quiz the AI is %s counts as processing: read-only, no generate',
    (status) => {
      const state = fetched(quizOf({ status, questions: [] }));
      expect(isReadOnly(state)).toBe(true);
      expect(apply(state, { type: 'add', questionType: 'true-or-false' })).toBe(state);
      expect(headerButtons(state)).toMatchObject({ save: false, publish: false, generate: false });
    },
  );

  it('a failed generation can be edited and generated again', () => {
    const state = fetched(quizOf({ status: 'failure', errorMessage: 'No transcript' }));
    expect(isReadOnly(state)).toBe(false);
    expect(headerButtons(state).generate).toBe(true);
  });
});

describe('quiz authoring validation (001 §5)', () => {
  it('Publish stays disabled while the quiz is incomplete, with the reason', () => {
    const state = apply(fetched(quizOf()), { type: 'add', questionType: 'single-selection' });
    const buttons = headerButtons(state);
    expect(buttons.save).toBe(true);
    expect(buttons.publish).toBe(false);
    expect(buttons.publishBlocker).toBe('incomplete');
  });

  it('Publish needs at least one question', () => {
    const state = apply(fetched(quizOf({ questions: [complete('q1')] })), {
      type: 'delete',
      id: 'q1',
    });
    expect(headerButtons(state)).toMatchObject({
      save: true,
      publish: false,
      publishBlocker: 'no-questions',
    });
  });

  it('a workflow without a quiz: nothing to save until a question is added', () => {
    const none = fetched(null);
    expect(headerButtons(none)).toMatchObject({ save: false, publish: false, generate: true });
    const added = apply(none, { type: 'add', questionType: 'true-or-false' });
    expect(added.questions).toHaveLength(1);
    expect(added.selectedId).toBe(added.questions[0]!.id);
    expect(headerButtons(added).save).toBe(true);
  });

  it('new questions come from core: true / false options, A-D empty, the default source', () => {
    const state = apply(
      fetched(null),
      { type: 'add', questionType: 'true-or-false' },
      { type: 'add', questionType: 'single-selection' },
    );
    const [tf, single] = state.questions;
    expect(tf!.options.map((o) => o.text)).toEqual(['True', 'False']);
    expect(single!.options.map((o) => o.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(single!.referenceSource).toBe(DEFAULT_REFERENCE_SOURCE);
    expect(new Set(state.questions.map((q) => q.id)).size).toBe(2);
  });

  it('problems are keyed by question and field, each shown beside its field', () => {
    const state = apply(
      fetched(quizOf()),
      { type: 'add', questionType: 'single-selection' },
      { type: 'edit', id: 'q1', patch: { referenceSource: ' ' } },
    );
    const problems = problemsByQuestion(state.questions);
    expect([...problems.get('q1')!.keys()]).toEqual(['referenceSource']);
    expect(problems.get('q2')).toBeUndefined();
    const added = state.questions[2]!;
    const fields = problems.get(added.id)!;
    expect([...fields.keys()]).toEqual(['title', 'correctAnswer', 'options']);
    // Core's message names the question by its number; the screen's text is the catalogue's.
    expect(fields.get('title')!.message).toBe('Question 3 has no title');
    expect(problemKey(fields.get('options')!, added)).toBe('quizEditor.problem.emptyOption');
    expect(problemKey(fields.get('options')!, { options: [] })).toBe(
      'quizEditor.problem.noOptions',
    );
  });

  it('moves stop at the ends of the list', () => {
    const state = fetched(quizOf());
    expect(apply(state, { type: 'move', id: 'q1', by: -1 })).toBe(state);
    expect(apply(state, { type: 'move', id: 'q2', by: 1 })).toBe(state);
    const moved = apply(state, { type: 'move', id: 'q1', by: 1 });
    expect(moved.questions.map((q) => q.id)).toEqual(['q2', 'q1']);
  });

  it('deleting the selected question clears the selection', () => {
    const state = apply(
      fetched(quizOf()),
      { type: 'select', id: 'q1' },
      { type: 'delete', id: 'q1' },
    );
    expect(state.selectedId).toBeNull();
    expect(state.questions.map((q) => q.id)).toEqual(['q2']);
  });

  it('saves send server ids and leave local ids out', () => {
    const state = apply(fetched(quizOf()), { type: 'add', questionType: 'true-or-false' });
    expect(state.questions[2]!.id.startsWith(LOCAL_ID_PREFIX)).toBe(true);
    const body = questionsForSave(state.questions);
    expect(body.map((q) => q.id)).toEqual(['q1', 'q2', undefined]);
    expect(body[2]).not.toHaveProperty('id');
  });
});

describe('preview port', () => {
  it('grades the questions on the screen and stores nothing', async () => {
    const questions = [complete('q1'), { ...complete('q2'), correctAnswer: 'B' as const }];
    const port = previewPort({
      workflowId: 'wf-1',
      workflowTitle: 'Air filter',
      quizId: null,
      questions,
    });
    const quiz = await port.loadQuiz('wf-1');
    expect(quiz?.questions).toHaveLength(2);
    expect(quiz?.questions[0]).not.toHaveProperty('correctAnswer');
    expect(await port.loadHistory('wf-1')).toMatchObject({ latest: null, attempts: [] });
    const attempt = await port.submit({
      quizId: quiz!.id,
      answers: quiz!.questions.map((q) => ({
        questionId: q.id,
        userAnswer: 'A',
        encryptedAnswer: q.encryptedAnswer,
      })),
    });
    expect(attempt).toMatchObject({ correctAnswerCount: 1, score: 50, status: 'failed' });
    expect(attempt.questions[1]).toMatchObject({ isCorrect: false, correctAnswer: 'B' });
    const second = await port.submit({
      quizId: quiz!.id,
      answers: [{ questionId: 'q1', userAnswer: 'A', encryptedAnswer: 'A' }],
    });
    expect(second.attempt).toBe(2);
    expect(second.questions[1]!.userAnswer).toBeNull();
  });
});
