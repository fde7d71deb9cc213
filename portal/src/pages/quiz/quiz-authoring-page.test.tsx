// @vitest-environment jsdom
import type { Question, QuizView } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as State from './quiz-editor-state';
import { QuizAuthoringPage } from './quiz-authoring-page';

const calls = vi.hoisted(() => ({
  status: vi.fn(),
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  generate: vi.fn(),
  workflow: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  getQuizPublishedStatus: calls.status,
  getQuiz: calls.get,
  createQuiz: calls.create,
  updateQuiz: calls.update,
  generateQuiz: calls.generate,
  getWorkflow: calls.workflow,
}));
vi.mock('./quiz-editor-state', async (original) => ({
  ...(await original<typeof State>()),
  QUIZ_POLL_MS: 5,
}));

const question = (id: string, over: Partial<Question> = {}): Question => ({
  id,
  type: 'single-selection',
  title: `Question ${id}`,
  options: [
    { letter: 'A', text: 'Red key' },
    { letter: 'B', text: 'Blue key' },
    { letter: 'C', text: 'Green key' },
    { letter: 'D', text: 'No key' },
  ],
  correctAnswer: 'A',
  referenceSource: 'Step 1 at 0:01',
  explanation: '',
  ...over,
});

const quizOf = (over: Partial<QuizView> = {}): QuizView => ({
  id: 'quiz-1',
  workflowId: 'wf-1',
  status: 'completed',
  published: false,
  publishedAt: null,
  passingScore: 80,
  questions: [question('q1'), question('q2')],
  generator: 'author',
  model: null,
  errorMessage: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...over,
});

function show(quiz: QuizView | null) {
  calls.workflow.mockResolvedValue({ id: 'wf-1', title: 'Press lockout' });
  calls.status.mockResolvedValue(
    quiz
      ? [
          {
            workflowId: 'wf-1',
            quizId: quiz.id,
            published: quiz.published,
            status: quiz.status,
            questionCount: quiz.questions.length,
          },
        ]
      : [],
  );
  if (quiz) calls.get.mockResolvedValue(quiz);
  const router = createMemoryRouter([{ path: '/quiz/:workflowId', Component: QuizAuthoringPage }], {
    initialEntries: ['/quiz/wf-1'],
  });
  render(<RouterProvider router={router} />);
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const cards = () => screen.getAllByTestId('quiz-question');

describe('quiz authoring screen (001 §2, §4, §5)', () => {
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    // jsdom's <dialog> has no showModal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(cleanup);

  it('no quiz yet: the empty state creates one; Save posts it, Publish waits for completeness', async () => {
    show(null);
    await screen.findByTestId('quiz-empty');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quiz: Press lockout');
    expect(button('quiz-save').disabled).toBe(true);
    expect(button('quiz-publish').disabled).toBe(true);

    fireEvent.click(screen.getByTestId('quiz-create'));
    const [card] = cards();
    // The new question's text has the focus, and its problems show beside their fields.
    expect(document.activeElement).toBe(within(card!).getByTestId('quiz-question-title'));
    const titleProblem = card!.querySelector('.quiz-problem[data-field="title"]')!;
    expect(titleProblem.textContent).toBe('Write the question.');
    const titleBox = within(card!).getByTestId('quiz-question-title');
    expect(titleBox.getAttribute('aria-invalid')).toBe('true');
    expect(titleBox.getAttribute('aria-describedby')).toBe(titleProblem.id);
    expect(button('quiz-save').disabled).toBe(false);
    expect(button('quiz-publish').disabled).toBe(true);
    expect(screen.getByTestId('quiz-publish-blocker').textContent).toBe(
      'Finish the marked fields before publishing.',
    );

    calls.create.mockResolvedValue(quizOf({ questions: [question('s1', { title: '' })] }));
    fireEvent.click(button('quiz-save'));
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    const body = calls.create.mock.calls[0]![1];
    expect(body.workflow).toBe('wf-1');
    // A new question goes without its local id: the server assigns one.
    expect(body.questions[0]).not.toHaveProperty('id');
    expect(body.questions[0].options).toHaveLength(4);
    // The answer is fetched: nothing changed any more.
    await waitFor(() => expect(screen.queryByTestId('quiz-unsaved')).toBeNull());
    expect(button('quiz-save').disabled).toBe(true);
  });

  it('a fetched quiz: Save waits for a change, a complete draft publishes as it is', async () => {
    show(quizOf());
    await screen.findByTestId('quiz-questions');
    expect(button('quiz-save').disabled).toBe(true);
    expect(button('quiz-publish').disabled).toBe(false);
    expect(screen.queryByTestId('quiz-unsaved')).toBeNull();

    fireEvent.change(within(cards()[1]!).getByLabelText('Explanation'), {
      target: { value: 'Only the red key locks the guard.' },
    });
    expect(screen.getByTestId('quiz-unsaved')).toBeTruthy();
    expect(button('quiz-save').disabled).toBe(false);
    expect(button('quiz-publish').disabled).toBe(false);

    calls.update.mockResolvedValue(quizOf({ published: true }));
    fireEvent.click(button('quiz-publish'));
    await screen.findByTestId('quiz-readonly');
    const sent = calls.update.mock.calls[0]!;
    expect(sent[1]).toBe('quiz-1');
    expect(sent[2].published).toBe(true);
    expect(sent[2].questions[1].explanation).toBe('Only the red key locks the guard.');
  });

  it('a published quiz is read-only with an Unpublish button', async () => {
    show(quizOf({ published: true }));
    await screen.findByTestId('quiz-readonly');
    expect(screen.getByTestId('quiz-state').dataset.state).toBe('published');
    expect(within(cards()[0]!).getByTestId('quiz-question-title').hasAttribute('readonly')).toBe(
      true,
    );
    expect(within(cards()[0]!).getByTestId('quiz-correct-A')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('quiz-add-single')).toBeNull();
    expect(screen.queryByTestId('quiz-save')).toBeNull();
    expect(button('quiz-generate').disabled).toBe(true);
    expect(button('quiz-unpublish').disabled).toBe(false);

    calls.update.mockResolvedValue(quizOf());
    fireEvent.click(button('quiz-unpublish'));
    await waitFor(() => expect(screen.queryByTestId('quiz-readonly')).toBeNull());
    expect(calls.update.mock.calls[0]![2]).toEqual({ published: false });
    expect(screen.getByTestId('quiz-add-single')).toBeTruthy();
  });

  it('generation shows progress while pending or processing, then the offline note', async () => {
    show(null);
    await screen.findByTestId('quiz-empty');
    calls.generate.mockResolvedValue(quizOf({ status: 'pending', questions: [] }));
    calls.get
      .mockResolvedValueOnce(quizOf({ status: 'processing', questions: [] }))
      .mockResolvedValue(quizOf({ generator: 'offline' }));
    fireEvent.click(button('quiz-generate'));
    await screen.findByTestId('quiz-generating');
    expect(button('quiz-generate').disabled).toBe(true);
    const note = await screen.findByTestId('quiz-generator-note');
    expect(note.dataset.generator).toBe('offline');
    expect(screen.queryByTestId('quiz-generating')).toBeNull();
    expect(cards()).toHaveLength(2);
    // The generated draft is complete: it can be published as it is.
    expect(button('quiz-publish').disabled).toBe(false);
  });

  it('a failed generation shows its message', async () => {
    show(
      quizOf({ status: 'failure', questions: [], errorMessage: 'The workflow has no transcript' }),
    );
    const failed = await screen.findByTestId('quiz-generation-failed');
    expect(failed.textContent).toContain('The workflow has no transcript');
    expect(button('quiz-generate').disabled).toBe(false);
  });

  it("a refused save shows the server's message", async () => {
    show(quizOf());
    await screen.findByTestId('quiz-questions');
    fireEvent.change(within(cards()[0]!).getByTestId('quiz-question-title'), {
      target: { value: 'Which key locks the guard?' },
    });
    calls.update.mockRejectedValue(new Error('Question 2 has no title'));
    fireEvent.click(button('quiz-save'));
    const alert = await screen.findByTestId('quiz-action-error');
    expect(alert.textContent).toContain('Question 2 has no title');
    expect(screen.getByTestId('quiz-unsaved')).toBeTruthy();
  });

  it('reorders with the move buttons, keeping the focus on the moved question', async () => {
    show(quizOf());
    await screen.findByTestId('quiz-questions');
    const down = screen.getByRole('button', { name: 'Move question 1 down' });
    down.focus();
    fireEvent.click(down);
    expect(cards().map((c) => c.dataset.questionId)).toEqual(['q2', 'q1']);
    // Now last, its Down is disabled: the focus went to its Up.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(button('quiz-save').disabled).toBe(false);
  });

  it('deletes a question after confirming', async () => {
    show(quizOf());
    await screen.findByTestId('quiz-questions');
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.dataset.questionId).toBe('q2');
    expect(screen.getByTestId('quiz-unsaved')).toBeTruthy();
  });

  it('the preview takes the quiz on the screen, unsaved edits included, and stores nothing', async () => {
    show(quizOf());
    await screen.findByTestId('quiz-questions');
    fireEvent.change(within(cards()[0]!).getByTestId('quiz-question-title'), {
      target: { value: 'Which key locks the guard?' },
    });
    fireEvent.click(button('quiz-preview'));
    const dialog = await screen.findByTestId('quiz-preview-dialog');
    const first = await within(dialog).findByRole('group', { name: /^Question 1 of 2/ });
    expect(first.textContent).toContain('Which key locks the guard?');
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('a load failure offers a retry', async () => {
    calls.workflow.mockRejectedValueOnce(new Error('Workflow not found'));
    calls.status.mockResolvedValue([]);
    const router = createMemoryRouter(
      [{ path: '/quiz/:workflowId', Component: QuizAuthoringPage }],
      { initialEntries: ['/quiz/wf-1'] },
    );
    render(<RouterProvider router={router} />);
    const failed = await screen.findByTestId('quiz-load-failed');
    expect(failed.textContent).toContain('Workflow not found');
    calls.workflow.mockResolvedValue({ id: 'wf-1', title: 'Press lockout' });
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('quiz-empty');
  });
});
