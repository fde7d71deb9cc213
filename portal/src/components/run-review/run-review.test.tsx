// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunComments } from './run-comments';
import { RunReviewAside } from './run-review-aside';
import { testComment, testRun, testSteps } from './test-run';

const calls = vi.hoisted(() => ({
  getRun: vi.fn(),
  listRuns: vi.fn(),
  instruction: vi.fn(),
  comments: vi.fn(),
  addComment: vi.fn(),
}));
vi.mock('@stepwise/api', () => ({
  getRun: calls.getRun,
  listRuns: calls.listRuns,
  getPlayerSmartInstruction: calls.instruction,
  listRunComments: calls.comments,
  addRunComment: calls.addComment,
}));
vi.mock('../../api', () => ({ api: {} }));

beforeEach(() => {
  calls.getRun.mockResolvedValue(testRun());
  calls.listRuns.mockResolvedValue([testRun()]);
  calls.instruction.mockResolvedValue({ items: testSteps });
  calls.comments.mockResolvedValue([testComment()]);
  calls.addComment.mockImplementation(async (_api, sessionId: string, comment: string) =>
    testComment({ id: 'rc-new', sessionId, comment, isReviewer: false, displayName: 'Vic' }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RunComments (002 §5 comment rules)', () => {
  it('shows the thread with the reviewer marked and sends the trimmed text once', async () => {
    let answer: (v: unknown) => void = () => undefined;
    calls.addComment.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<RunComments sessionId="run-1" />);
    const first = await screen.findByTestId('run-comment');
    expect(first.getAttribute('data-reviewer')).toBe('true');
    expect(within(first).getByText('Reviewer')).toBeTruthy();

    const send = screen.getByTestId('run-comment-send') as HTMLButtonElement;
    const input = screen.getByTestId('run-comment-input');
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '    ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'x'.repeat(1001) } });
    expect(send.disabled).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('run-comment-count').textContent).toBe('1001 / 1000');

    fireEvent.change(input, { target: { value: '  Retook the photo.  ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(calls.addComment).toHaveBeenCalledTimes(1);
    expect(calls.addComment).toHaveBeenCalledWith({}, 'run-1', 'Retook the photo.');
    answer(testComment({ id: 'rc-2', comment: 'Retook the photo.', isReviewer: false }));
    await waitFor(() => expect(screen.getAllByTestId('run-comment')).toHaveLength(2));
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the empty thread, and a failed send keeps the draft with the error', async () => {
    calls.comments.mockResolvedValue([]);
    calls.addComment.mockRejectedValueOnce(new Error('Network down'));
    render(<RunComments sessionId="run-1" />);
    expect(await screen.findByTestId('run-comments-empty')).toBeTruthy();
    const input = screen.getByTestId('run-comment-input');
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('run-comment-send'));
    expect((await screen.findByRole('alert')).textContent).toContain('Network down');
    expect((input as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('offers a retry when the thread fails to load', async () => {
    calls.comments.mockRejectedValueOnce(new Error('Boom'));
    render(<RunComments sessionId="run-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('run-comment')).toBeTruthy();
  });
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderAside = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/review"
          element={
            <>
              <RunReviewAside scope={{ multimodalSopId: 'sop-1', skillId: 'sk-1' }} />
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('RunReviewAside (002 §4 review mode)', () => {
  it('lists the runs and opens the picked one by ?sessionId=', async () => {
    renderAside('/review?skillId=sk-1');
    fireEvent.click(await screen.findByTestId('run-list-item'));
    expect(calls.listRuns).toHaveBeenCalledWith({}, { multimodalSopId: 'sop-1', skillId: 'sk-1' });
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?skillId=sk-1&sessionId=run-1'),
    );
    const review = await screen.findByTestId('run-review');
    expect(within(review).getByTestId('run-review-person').textContent).toBe('Victor Operator');
    const steps = within(review).getAllByTestId('run-review-step');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Lock out the press',
      'Check the guard',
      'Knowledge check',
    ]);
    const checklist = steps[0]!.querySelectorAll('li');
    expect([...checklist].map((li) => li.getAttribute('data-checked'))).toEqual(['true', 'false']);
    expect(within(steps[1]!).getByRole('img').getAttribute('src')).toBe(
      'https://example.test/guard.jpg',
    );
    expect(within(steps[2]!).getByTestId('run-review-quiz').textContent).toBe('Quiz 80%');
    expect(await screen.findByTestId('run-comment')).toBeTruthy();

    fireEvent.click(screen.getByTestId('run-review-all-runs'));
    expect(await screen.findByTestId('run-list')).toBeTruthy();
  });

  it('says so when there are no runs yet', async () => {
    calls.listRuns.mockResolvedValue([]);
    renderAside('/review');
    expect(await screen.findByTestId('run-list-empty')).toBeTruthy();
  });

  it('shows the run straight away with ?sessionId=, and a load error with retry', async () => {
    calls.getRun.mockRejectedValueOnce(new Error('Not found'));
    renderAside('/review?sessionId=run-1');
    expect(await screen.findByTestId('run-review-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('run-review')).toBeTruthy();
    expect(calls.getRun).toHaveBeenLastCalledWith({}, 'run-1');
  });
});
