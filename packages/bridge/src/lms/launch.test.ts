import { formatLocation } from '@stepwise/core';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEventMap, BridgeEventName } from '../protocol/schema.js';
import type { HostClient } from '../protocol/host.js';
import { LAUNCH_MESSAGES, launchCourse, rusticiUrl, type LaunchConfig } from './launch.js';

// The launch page of an exported package, in an LMS whose runtime is scorm-again.
const CONFIG: LaunchConfig = {
  server: 'https://stepwise.example.com',
  workflowId: 'wf-1',
  standard: '1.2',
  resolution: 720,
  launchKey: 'key-1',
};

function page(config: unknown = CONFIG) {
  document.body.innerHTML = `<script type="application/json" id="stepwise-launch">${JSON.stringify(
    config,
  )}</script><div id="stepwise-lms"></div>`;
}

function lms(standard: '1.2' | '2004', cmi: Record<string, unknown>) {
  const settings = { autocommit: false, logLevel: 5 as const };
  const api = standard === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
  api.loadFromJSON(cmi);
  (window as unknown as Record<string, unknown>)[standard === '1.2' ? 'API' : 'API_1484_11'] = api;
  return api;
}

function answering(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

/** A host client that records what the launch page asks and lets the test raise events. */
function fakeConnect() {
  const handlers = new Map<string, (detail: unknown) => void>();
  const seeks: number[] = [];
  const origins: string[] = [];
  const client = {
    on: (name: string, fn: (detail: unknown) => void) => {
      handlers.set(name, fn);
      return () => handlers.delete(name);
    },
    seek: async (time: number) => {
      seeks.push(time);
    },
  } as unknown as HostClient;
  const connect = vi.fn((_frame: unknown, options: { origin: string }) => {
    origins.push(options.origin);
    return client;
  });
  const emit = <K extends BridgeEventName>(name: K, detail: BridgeEventMap[K]) =>
    handlers.get(name)?.(detail);
  return { connect, emit, seeks, origins };
}

const ready = {
  workflowId: 'wf-1',
  title: 'Filter change',
  steps: [
    { id: 's1', title: 'One', startTime: 0, endTime: 10 },
    { id: 's2', title: 'Two', startTime: 10, endTime: 25 },
  ],
  hls: 'native' as const,
};

const TOKEN = {
  ok: true,
  code: 0,
  errorMessage: null,
  data: { item: { customToken: 'ct-1', type: 'custom', isNewUser: true } },
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['API'];
  delete (window as unknown as Record<string, unknown>)['API_1484_11'];
  document.body.innerHTML = '';
});

describe('launchCourse (the package launch page, lms.js)', () => {
  it('validates the LMS learner, opens the e-learning player with the token in the fragment, resumes', async () => {
    page();
    lms('1.2', {
      core: {
        entry: 'resume',
        student_id: 'lms-7',
        student_name: 'Doe, Jane',
        lesson_location: formatLocation({ stepId: 's2', videoTime: 4.5 }),
      },
    });
    const fetchFn = answering(TOKEN);
    const { connect, emit, seeks, origins } = fakeConnect();
    const outcome = await launchCourse({ fetch: fetchFn, connect });
    expect(outcome.kind).toBe('playing');
    expect(fetchFn).toHaveBeenCalledWith(
      'https://stepwise.example.com/v1/rustici/validate-user',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ learnerId: 'lms-7', learnerName: 'Doe, Jane', launchKey: 'key-1' }),
      }),
    );
    const iframe = document.querySelector('#stepwise-lms iframe') as HTMLIFrameElement;
    expect(iframe.src).toBe('https://stepwise.example.com/rustici/wf-1#token=ct-1&new=1');
    expect(origins).toEqual(['https://stepwise.example.com']);
    emit('ready', ready);
    // Step s2 starts at 10 s: the stored time within it is added.
    expect(seeks).toEqual([14.5]);
    emit('ready', ready);
    expect(seeks).toEqual([14.5]);
    if (outcome.kind === 'playing') outcome.session.finish();
  });

  it('writes a quiz graded in the player to the LMS: 2004 score and success status (issue 19)', async () => {
    page({
      ...CONFIG,
      standard: '2004',
      quiz: { quizId: 'qz-1', passingScore: 80, questionCount: 5 },
    });
    const api = lms('2004', { entry: 'ab-initio', learner_id: 'lms-8', learner_name: 'Roe, Sam' });
    const { connect, emit } = fakeConnect();
    const outcome = await launchCourse({ fetch: answering(TOKEN), connect });
    expect(outcome.kind).toBe('playing');
    emit('ready', ready);
    emit('quizcompleted', {
      userQuizId: 'uq-1',
      quizId: 'qz-1',
      workflowId: 'wf-1',
      score: 80,
      passed: true,
      status: 'passed',
      correctAnswerCount: 4,
      questionCount: 5,
      passingScore: 80,
      attempt: 1,
    });
    const cmi = (api as InstanceType<typeof Scorm2004API>).cmi;
    expect(cmi.score.raw).toBe('80');
    expect(cmi.score.scaled).toBe('0.8');
    expect(cmi.success_status).toBe('passed');
    expect(cmi.completion_status).toBe('incomplete');
    if (outcome.kind === 'playing') {
      expect(outcome.session.ended).toBeNull();
      outcome.session.finish();
    }
  });

  it('builds the player address with the flag only for a new learner', () => {
    expect(rusticiUrl(CONFIG, { customToken: 'a b', isNewUser: false })).toBe(
      'https://stepwise.example.com/rustici/wf-1#token=a+b',
    );
  });

  it.each([
    ['a damaged configuration', () => page({ server: 'nope' }), 'no-config'],
    ['no LMS around the page', () => page(), 'no-lms'],
  ] as const)('%s: a sentence on the page, nothing else', async (_label, arrange, kind) => {
    arrange();
    const outcome = await launchCourse({ fetch: answering(TOKEN), connect: fakeConnect().connect });
    expect(outcome).toEqual({ kind, message: LAUNCH_MESSAGES[kind] });
    expect(document.querySelector('#stepwise-lms [role="alert"]')?.textContent).toBe(
      LAUNCH_MESSAGES[kind],
    );
  });

  it('a refused learner gets the no-permission message and the LMS session is closed', async () => {
    page({ ...CONFIG, standard: '2004' });
    const api = lms('2004', { entry: 'ab-initio', learner_id: 'lms-8', learner_name: 'X' });
    const refused = answering(
      { ok: false, code: 401, errorMessage: 'Invalid e-learning launch key', data: null },
      401,
    );
    const { connect } = fakeConnect();
    const outcome = await launchCourse({ fetch: refused, connect });
    expect(outcome.kind).toBe('no-permission');
    expect(connect).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(api.isTerminated()).toBe(true);
  });
});
