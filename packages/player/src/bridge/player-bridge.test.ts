import type { ExposeOptions, PlayerApi, WidgetBridge } from '@stepwise/bridge';
import type { PlayerDataSource, PlayerWorkflowData } from '../core/index.js';
import type { PlayerHandle } from '../react/player-props.js';
import { describe, expect, it, vi } from 'vitest';
import { createPlayerBridge, originOf } from './player-bridge.js';

function fakeExpose() {
  const calls: { api: PlayerApi; options: ExposeOptions; emitted: [string, unknown][] }[] = [];
  const expose = vi.fn((api: PlayerApi, options: ExposeOptions): WidgetBridge => {
    const emitted: [string, unknown][] = [];
    calls.push({ api, options, emitted });
    return {
      instance: 'i1',
      emit: (name, detail) => emitted.push([name, detail]),
      destroy: vi.fn(),
    };
  });
  return { expose, calls };
}

const handle = (): PlayerHandle & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (t) => calls.push(`seek ${t}`),
    goToStep: (id) => calls.push(`goToStep ${id}`),
    getState: () => ({
      workflowId: 'w1',
      stepId: 's2',
      stepIndex: 1,
      time: 14,
      duration: 30,
      paused: false,
      muted: false,
      volume: 1,
      speed: 1,
      ended: false,
    }),
  };
};

const ready = {
  workflowId: 'w1',
  title: 'T',
  steps: [
    { id: 's1', title: 'One', startTime: 0, endTime: 10 },
    { id: 's2', title: 'Two', startTime: 10, endTime: 30 },
  ],
  hls: 'native' as const,
};

function setup(extra: { hostOrigins?: string[] } = {}) {
  const { expose, calls } = fakeExpose();
  const player = handle();
  const page = { language: 'en', theme: 'dark' as const, set: [] as string[] };
  const bridge = createPlayerBridge({
    handle: () => player,
    language: () => page.language,
    theme: () => page.theme,
    setLanguage: (lang) => page.set.push(`lang ${lang}`),
    setTheme: (theme) => page.set.push(`theme ${theme}`),
    ownOrigin: 'https://stepwise.test',
    expose,
    ...extra,
  });
  return { bridge, expose, calls, player, page };
}

describe('the player bridge of the framed routes (issue 6)', () => {
  it('exposes once the workflow brings its organisation origins, plus the page own origin', async () => {
    const { bridge, calls, expose } = setup();
    const source = {
      isPublic: true,
      loadWorkflow: vi.fn(async () => ({
        id: 'w1',
        allowedOrigins: [
          'https://lms.example.com/',
          'https://x.example:8443/path',
          'nonsense',
          '*',
        ],
      })),
      viewer: async () => null,
      tracking: {},
    } as unknown as PlayerDataSource;
    const wrapped = bridge.wrapSource(source);
    expect(wrapped.isPublic).toBe(true);
    expect(bridge.exposed).toBe(false);
    const workflow: Partial<PlayerWorkflowData> = await wrapped.loadWorkflow('w1', {});
    expect(workflow.id).toBe('w1');
    expect(calls[0]!.options.allowedOrigins).toEqual([
      'https://stepwise.test',
      'https://lms.example.com',
      'https://x.example:8443',
    ]);
    // A second workflow in the same page keeps the one bridge.
    await wrapped.loadWorkflow('w2', {});
    expect(expose).toHaveBeenCalledTimes(1);
  });

  it('forwards the callbacks as events, holding the ones before the bridge exists', () => {
    const { bridge, calls } = setup();
    bridge.onReady(ready);
    bridge.allow([]);
    bridge.onStepChange({ stepId: 's2', index: 1, cause: 'host' });
    bridge.onTimeUpdate({ time: 12, stepId: 's2', stepTime: 2, duration: 30 });
    bridge.onEnded({ workflowId: 'w1' });
    bridge.onQuizCompleted({
      userQuizId: 'uq1',
      quizId: 'q1',
      workflowId: 'w1',
      score: 100,
      passed: true,
      status: 'passed',
      correctAnswerCount: 3,
      questionCount: 3,
      passingScore: 80,
      attempt: 1,
    });
    expect(calls[0]!.emitted.map(([name]) => name)).toEqual([
      'ready',
      'stepchange',
      'timeupdate',
      'ended',
      'quizcompleted',
    ]);
  });

  it('passes the quiz port through the wrapped source', () => {
    const { bridge } = setup();
    const quiz = { loadQuiz: vi.fn(), loadHistory: vi.fn(), submit: vi.fn() };
    const source = { isPublic: false, quiz } as unknown as PlayerDataSource;
    expect(bridge.wrapSource(source).quiz).toBe(quiz);
  });

  it('the e-learning player also answers the LMS page that framed it', () => {
    const { bridge, calls } = setup({ hostOrigins: ['https://lms.example.org'] });
    bridge.allow(['https://intranet.example.com']);
    expect(calls[0]!.options.allowedOrigins).toEqual([
      'https://stepwise.test',
      'https://intranet.example.com',
      'https://lms.example.org',
    ]);
  });

  it('reads the framing page origin from ancestorOrigins, else the referrer', async () => {
    const { framingOrigin } = await import('./player-bridge.js');
    const win = (ancestors: string[] | undefined, referrer: string) =>
      ({
        location: { ancestorOrigins: ancestors },
        document: { referrer },
      }) as unknown as Window;
    expect(framingOrigin(win(['https://lms.example.org'], ''))).toBe('https://lms.example.org');
    expect(framingOrigin(win(undefined, 'https://lms.example.org/course/7?x=1'))).toBe(
      'https://lms.example.org',
    );
    expect(framingOrigin(win(undefined, ''))).toBeNull();
  });

  it('reports a load error even without origins (the page own origin only)', () => {
    const { bridge, calls } = setup();
    bridge.onError({ code: 'no-permission', message: 'No permission' });
    expect(calls[0]!.options.allowedOrigins).toEqual(['https://stepwise.test']);
    expect(calls[0]!.emitted).toEqual([
      ['error', { code: 'no-permission', message: 'No permission' }],
    ]);
  });

  it('serves the handle, the page language and theme, and a full state', async () => {
    const { bridge, calls, player, page } = setup();
    bridge.allow([]);
    bridge.onReady(ready);
    const api = calls[0]!.api;
    await api.play();
    await api.pause();
    await api.seek(12);
    await api.goToStep('s1');
    expect(() => api.goToStep('nope')).toThrow(/No step/);
    await api.setLanguage('de-DE');
    await api.setTheme('light');
    expect(player.calls).toEqual(['play', 'pause', 'seek 12', 'goToStep s1']);
    expect(page.set).toEqual(['lang de-DE', 'theme light']);
    expect(await api.getState()).toEqual({
      workflowId: 'w1',
      stepId: 's2',
      stepIndex: 1,
      time: 14,
      stepTime: 4,
      duration: 30,
      paused: false,
      ended: false,
      language: 'en',
      theme: 'dark',
    });
  });

  it('destroys the bridge and sends nothing after', () => {
    const { bridge, calls } = setup();
    bridge.allow([]);
    bridge.destroy();
    bridge.onEnded({ workflowId: 'w1' });
    expect(calls[0]!.emitted).toEqual([]);
  });

  it('reads origins from stored entries', () => {
    expect(originOf(' https://a.example/x ')).toBe('https://a.example');
    expect(originOf('ftp://a.example')).toBeNull();
    expect(originOf('a.example')).toBeNull();
  });
});
