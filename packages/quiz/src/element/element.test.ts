/**
 * <stepwise-quiz> end to end in jsdom, its server a fetch stand-in speaking the quiz paths
 * (002 §7): the token travels as the bearer token, the attempt raises the typed events, a 401
 * asks the host for a token once, and a bad attribute is the error state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_HISTORY } from '../core/test-port.js';
import { airFilterQuiz } from '../core/test-quiz.js';
import { QUIZ_TAG, defineStepwiseQuiz, type StepwiseQuizElement } from './element.js';

const wrap = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage: null, data }),
    { status, headers: { 'content-type': 'application/json' } },
  );

const graded = {
  id: 'uq7',
  quizId: airFilterQuiz.id,
  workflow: { id: 'wf-air-filter', title: 'Replace the air filter' },
  skillName: null,
  userOrTeamSkillId: null,
  status: 'passed',
  correctAnswerCount: 3,
  questionCount: 3,
  score: 100,
  passingScore: 80,
  attempt: 2,
  questions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

function server(status = 200) {
  const auth: (string | null)[] = [];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      auth.push(new Headers(init?.headers).get('authorization'));
      if (status !== 200) return wrap(null, status);
      const url = String(input);
      if (url.endsWith('/v1/workflows/wf-air-filter/quiz')) return wrap({ item: airFilterQuiz });
      if (url.endsWith('/v1/workflows/wf-air-filter/user-quiz')) {
        return wrap({ item: EMPTY_HISTORY });
      }
      if (url.endsWith('/v1/user-quiz')) {
        bodies.push(JSON.parse(String(init?.body)));
        return wrap({ item: graded });
      }
      return wrap(null, 404);
    }),
  );
  return { auth, bodies };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function mount(attrs: Record<string, string>, token?: string) {
  defineStepwiseQuiz();
  const element = document.createElement(QUIZ_TAG) as StepwiseQuizElement;
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (token) element.token = token;
  document.body.append(element);
  await element.updateComplete;
  return element;
}

const inShadow = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  vi.waitFor(() => {
    const found = element.shadowRoot?.querySelectorAll<T>(selector);
    if (!found?.length) throw new Error(`no ${selector}`);
    return [...found];
  }, 10_000);

describe('<stepwise-quiz>', () => {
  it(
    'takes the quiz with the host token and raises quizstart, answer and quizcompleted',
    { timeout: 20_000 },
    async () => {
      const { auth, bodies } = server();
      const events: [string, unknown][] = [];
      const listen = (element: Element) => {
        for (const name of ['stepwise-quizstart', 'stepwise-answer', 'stepwise-quizcompleted']) {
          element.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
        }
      };
      defineStepwiseQuiz();
      const element = document.createElement(QUIZ_TAG) as StepwiseQuizElement;
      listen(element);
      element.setAttribute('workflow-id', 'wf-air-filter');
      element.setAttribute('server', 'https://stepwise.example.com/');
      element.setAttribute('layout', 'all-at-once');
      element.token = 'host-token';
      document.body.append(element);
      const radios = await inShadow<HTMLInputElement>(element, 'input[type="radio"]');
      expect(radios).toHaveLength(10);
      // q1 A (of A-B), q2 A (of A-D), q3 B.
      for (const i of [0, 2, 7]) radios[i]!.click();
      const [submit] = await inShadow<HTMLButtonElement>(element, '[part="submit"]');
      await vi.waitFor(() => expect(submit!.disabled).toBe(false));
      submit!.click();
      await inShadow(element, '[part="result"]');
      expect(auth.every((value) => value === 'Bearer host-token')).toBe(true);
      expect(bodies).toHaveLength(1);
      expect(events.map(([name]) => name)).toEqual([
        'stepwise-quizstart',
        'stepwise-answer',
        'stepwise-answer',
        'stepwise-answer',
        'stepwise-quizcompleted',
      ]);
      expect(events.at(-1)![1]).toMatchObject({
        userQuizId: 'uq7',
        score: 100,
        passed: true,
        attempt: 2,
      });
    },
  );

  it('a 401 raises stepwise-auth-required once for the token, and stepwise-error', async () => {
    server(401);
    const element = await mount({ 'workflow-id': 'wf-air-filter' });
    const asked = vi.fn();
    const errors: unknown[] = [];
    element.addEventListener('stepwise-auth-required', asked);
    element.addEventListener('stepwise-error', (e) => errors.push((e as CustomEvent).detail));
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await inShadow(element, '[part="error"]');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([expect.objectContaining({ code: 'quiz', status: 401 })]);
  });

  it(
    'a token the host sets while the first calls are out, then a fresh one after their 401: the quiz loads',
    { timeout: 20_000 },
    async () => {
      // The host's page: the widget is defined before its backend's token comes back, so the first
      // calls go without one; the token arrives meanwhile; their 401 asks for a fresh one.
      const auth: (string | null)[] = [];
      const held: (() => void)[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const bearer = new Headers(init?.headers).get('authorization');
          auth.push(bearer);
          // The first calls (no token) wait until the page has set one; `first` is refused.
          if (bearer === null) await new Promise<void>((release) => held.push(release));
          if (bearer !== 'Bearer fresh') return wrap(null, 401);
          const url = String(input);
          if (url.endsWith('/quiz')) return wrap({ item: airFilterQuiz });
          return wrap({ item: EMPTY_HISTORY });
        }),
      );
      const element = await mount({ 'workflow-id': 'wf-air-filter' });
      const asked = vi.fn(() => {
        element.token = 'fresh';
      });
      element.addEventListener('stepwise-auth-required', asked);
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), 10_000);
      element.token = 'first';
      await element.updateComplete;
      for (const release of held.splice(0)) release();
      await inShadow(element, '[part="taking"]');
      // Started again with `first` (not asked: the refused calls carried none), then `fresh`
      // after `first` was refused: asked once.
      expect(auth.filter((a) => a === null)).toHaveLength(2);
      expect(auth).toContain('Bearer first');
      expect(auth.filter((a) => a === 'Bearer fresh')).toHaveLength(2);
      expect(asked).toHaveBeenCalledTimes(1);
    },
  );

  it('shows a bad attribute in the element and raises stepwise-error, never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = document.createElement(QUIZ_TAG);
    defineStepwiseQuiz();
    const errors: unknown[] = [];
    element.addEventListener('stepwise-error', (e) => errors.push((e as CustomEvent).detail));
    element.setAttribute('server', 'not a url');
    element.setAttribute('layout', 'grid');
    document.body.append(element);
    await (element as StepwiseQuizElement).updateComplete;
    const message = element.shadowRoot?.querySelector('[role="alert"]');
    expect(message?.textContent).toContain('workflow-id');
    expect(message?.textContent).toContain('server="not a url" is not an http(s) address');
    expect(element.getAttribute('data-state')).toBe('error');
    expect(errors).toEqual([expect.objectContaining({ code: 'bad-attribute' })]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('layout="grid"'));
    warn.mockRestore();
  });
});
