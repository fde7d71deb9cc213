import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerHandle, PlayerProps } from '../react/player-props';
import type { StepwisePlayerElement } from './element';

// The element is a shell: these tests check what it hands the React <Player/> and what it tells
// the host, with a stand-in Player that records its props and exposes a handle.
const rendered: PlayerProps[] = [];
const handle: PlayerHandle = {
  play: vi.fn(),
  pause: vi.fn(),
  seek: vi.fn(),
  goToStep: vi.fn(),
  getState: vi.fn(() => ({
    workflowId: 'wf_1',
    stepId: 's1',
    stepIndex: 0,
    time: 0,
    duration: 10,
    paused: true,
    muted: false,
    volume: 1,
    speed: 1,
    ended: false,
  })),
};

vi.mock('../react/player', () => ({
  Player: (props: PlayerProps & { ref?: (h: PlayerHandle | null) => void }) => {
    rendered.push(props);
    props.ref?.(handle);
    return null;
  },
}));

// The start (fetch and stream) is core's, tested there: here one that has its first frame at once.
const starts: { workflowId: string; aborted: boolean }[] = [];
vi.mock('../core/start-playback', () => ({
  startPlayback: (options: { workflowId: string }) => {
    const record = { workflowId: options.workflowId, aborted: false };
    starts.push(record);
    return {
      video: document.createElement('video'),
      loaded: new Promise(() => undefined),
      engine: new Promise(() => undefined),
      firstFrame: Promise.resolve(),
      settled: () => null,
      onEngineEvent: () => () => undefined,
      abort: () => {
        record.aborted = true;
      },
    };
  },
}));

const { defineStepwisePlayer, PLAYER_TAG } = await import('./element');
const { setEmbedServer } = await import('@stepwise/ui/element');

beforeAll(async () => {
  // The view is the element's second chunk; importing it once here keeps its first (cold,
  // transforming) import out of the tests' waits.
  await import('./view');
  setEmbedServer('https://loader.example.com');
  defineStepwisePlayer();
});

afterEach(() => {
  document.body.innerHTML = '';
  rendered.length = 0;
  starts.length = 0;
  vi.clearAllMocks();
});

function mount(attributes: Record<string, string>) {
  const element = document.createElement(PLAYER_TAG) as InstanceType<typeof StepwisePlayerElement>;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const errors: unknown[] = [];
  element.addEventListener('stepwise-error', (e) => errors.push((e as CustomEvent).detail));
  document.body.append(element);
  return { element, errors };
}

const lastProps = () => rendered.at(-1);

describe('<stepwise-player> (issue 5: the element)', () => {
  it('maps every attribute onto the Player props, embedded, public with a share token', async () => {
    const { element } = mount({
      'workflow-id': 'wf_1',
      'step-id': 's2',
      server: 'https://stepwise.example.com',
      lang: 'de-de',
      theme: 'light',
      'share-token': 'share_1',
      'version-id': 'v_1',
      autoplay: '',
      muted: '',
      'single-step': '',
      'open-menu': 'false',
      'force-hlsjs': '',
    });
    await vi.waitFor(() => expect(lastProps()).toBeDefined());
    expect(lastProps()).toMatchObject({
      workflowId: 'wf_1',
      stepId: 's2',
      lang: 'de-de',
      theme: 'light',
      versionId: 'v_1',
      autoplay: true,
      muted: true,
      singleStep: true,
      openMenu: false,
      forceHlsJs: true,
      embedded: true,
    });
    expect(lastProps()?.source.isPublic).toBe(true);
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.querySelector('[data-theme="light"]')).not.toBeNull();
  });

  it('camelCase properties reflect to the kebab-case attributes and re-render the Player', async () => {
    const { element } = mount({ 'workflow-id': 'wf_1' });
    await vi.waitFor(() => expect(lastProps()?.workflowId).toBe('wf_1'));
    element.workflowId = 'wf_2';
    element.singleStep = true;
    await element.updateComplete;
    expect(element.getAttribute('workflow-id')).toBe('wf_2');
    expect(element.hasAttribute('single-step')).toBe(true);
    await vi.waitFor(() =>
      expect(lastProps()).toMatchObject({ workflowId: 'wf_2', singleStep: true }),
    );
    // Without a server attribute: the server that served the loader; without a token: not public.
    expect(lastProps()?.source.isPublic).toBe(false);
    // A new workflow is a new start; the old one is stopped. Its <video> is the view's to place.
    expect(starts.map((s) => [s.workflowId, s.aborted])).toEqual([
      ['wf_1', true],
      ['wf_2', false],
    ]);
    expect(lastProps()?.start).toBeDefined();
  });

  it('starts the stream before the view, and stops it when the element leaves', async () => {
    const { element } = mount({ 'workflow-id': 'wf_1' });
    await element.updateComplete;
    expect(starts).toHaveLength(1);
    await vi.waitFor(() => expect(lastProps()?.start).toBeDefined());
    element.remove();
    expect(starts[0]?.aborted).toBe(true);
  });

  it.each([
    [{ server: 'https://s.example.com' }, 'The workflow-id attribute is required.'],
    [{ 'workflow-id': 'wf_1', server: 'not a url' }, 'server="not a url" is not an http(s)'],
    [{ 'workflow-id': 'wf_1', lang: 'xx' }, 'lang="xx" is not a Stepwise interface language'],
  ])('a bad attribute (%o) shows the message and raises stepwise-error', async (attrs, text) => {
    const { element, errors } = mount(attrs);
    await element.updateComplete;
    expect(errors).toEqual([{ code: 'bad-attribute', message: expect.stringContaining(text) }]);
    expect(element.dataset['state']).toBe('error');
    expect(rendered).toEqual([]);
    await vi.waitFor(() => {
      const alert = element.shadowRoot?.querySelector('[role="alert"]');
      expect(alert?.getAttribute('data-kind')).toBe('badAttribute');
      expect(alert?.textContent).toContain(text);
    });
  });

  it('re-dispatches the Player callbacks as the typed DOM events, with data-* state', async () => {
    const { element } = mount({ 'workflow-id': 'wf_1' });
    const heard: string[] = [];
    for (const name of ['stepwise-ready', 'stepwise-stepchange', 'stepwise-timeupdate']) {
      document.addEventListener(name, (e) => heard.push(`${e.type}:${e.composed}`), { once: true });
    }
    await vi.waitFor(() => expect(lastProps()).toBeDefined());
    const props = lastProps()!;
    props.onReady?.({ workflowId: 'wf_1', title: 'T', steps: [], hls: 'native' });
    props.onStepChange?.({ stepId: 's2', index: 1, cause: 'menu' });
    props.onTimeUpdate?.({ time: 3, stepId: 's2', stepTime: 1, duration: 10 });
    expect(heard).toEqual([
      'stepwise-ready:true',
      'stepwise-stepchange:true',
      'stepwise-timeupdate:true',
    ]);
    expect(element.dataset).toMatchObject({ state: 'ready', step: 's2' });
  });

  it('queues host calls until the player is ready, then runs them in order', async () => {
    const { element } = mount({ 'workflow-id': 'wf_1' });
    element.seek(4);
    element.play();
    expect(element.getState()).toBeNull();
    await vi.waitFor(() => expect(lastProps()).toBeDefined());
    expect(handle.play).not.toHaveBeenCalled();
    lastProps()?.onReady?.({ workflowId: 'wf_1', title: 'T', steps: [], hls: 'native' });
    expect(handle.seek).toHaveBeenCalledWith(4);
    expect(handle.play).toHaveBeenCalledTimes(1);
    element.pause();
    expect(handle.pause).toHaveBeenCalledTimes(1);
    expect(element.getState()?.paused).toBe(true);
  });

  it('a failing handle call becomes stepwise-error, not a throw', async () => {
    const { element, errors } = mount({ 'workflow-id': 'wf_1' });
    await vi.waitFor(() => expect(lastProps()).toBeDefined());
    lastProps()?.onReady?.({ workflowId: 'wf_1', title: 'T', steps: [], hls: 'native' });
    vi.mocked(handle.goToStep).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => element.goToStep('s9')).not.toThrow();
    expect(errors).toEqual([{ code: 'playback', message: 'boom' }]);
  });
});
