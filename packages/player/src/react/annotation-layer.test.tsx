import { Profiler } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackStore } from '../core/playback-store.js';
import { createStepsStore } from '../core/steps-store.js';
import { sampleWorkflow } from '../core/wire/sample-workflow.js';
import { ANNOTATED } from '../core/test-annotations.js';
import { AnnotationLayer } from './annotation-layer.js';
import { AnnotationSlot, hasAnnotations } from './annotation-slot.js';
import { fakeAttachMedia, fakeSource } from './fake-source.js';
import { Player } from './player.js';
import { memoryTrackingPersistence } from './tracking-idb.js';

/** The sample workflow with the fixture's annotations on its first step (0-10 s). */
function stores(annotations = ANNOTATED) {
  const [first, ...rest] = sampleWorkflow.steps;
  const workflow = { ...sampleWorkflow, steps: [{ ...first!, annotations }, ...rest] };
  const playback = createPlaybackStore({});
  const steps = createStepsStore({
    playback,
    steps: workflow.steps,
    language: 'en',
    workflowLanguage: 'en',
  });
  return { workflow, playback, steps };
}

/** jsdom lays nothing out: the layer's box measures as `width` x `height`. */
function boxOf(width: number, height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON: () => ({}),
  });
}

const drawnIds = () =>
  [...document.querySelectorAll('[data-annotation-id]')].map((g) =>
    g.getAttribute('data-annotation-id'),
  );

afterEach(() => vi.restoreAllMocks());

describe('AnnotationLayer', () => {
  it('draws the elements whose range holds the step-relative time, and none outside', () => {
    boxOf(1352, 760);
    const { playback, steps } = stores();
    render(<AnnotationLayer steps={steps} />);
    expect(drawnIds()).toEqual(['rect', 'arrow']);
    act(() => playback.timeUpdate(1.5));
    expect(drawnIds()).toEqual(['rect', 'arrow', 'pen', 'text']);
    act(() => playback.timeUpdate(4.2));
    // The image's canvas is another size: its own <svg>; the blur is never drawn.
    expect(drawnIds()).toEqual(['image', 'circle']);
    expect(document.querySelectorAll('svg')).toHaveLength(2);
    act(() => playback.timeUpdate(8));
    expect(drawnIds()).toEqual([]);
    // The second step (10-25 s) has no annotations: a time inside an element's range on the
    // first step's clock draws nothing there.
    act(() => playback.timeUpdate(11));
    expect(drawnIds()).toEqual([]);
  });

  it('marks each element by id and type and draws each type as SVG', () => {
    boxOf(676, 380);
    const { playback, steps } = stores();
    render(<AnnotationLayer steps={steps} />);
    act(() => playback.timeUpdate(1.5));
    const group = (id: string) => document.querySelector(`[data-annotation-id="${id}"]`)!;
    expect(group('rect').getAttribute('data-annotation-type')).toBe('shape');
    const rect = group('rect').querySelector('rect')!;
    expect([rect.getAttribute('x'), rect.getAttribute('width')]).toEqual(['100', '200']);
    expect(rect.getAttribute('stroke-dasharray')).toBe('4 4');
    expect(group('arrow').querySelector('line')).not.toBeNull();
    expect(group('arrow').querySelector('polygon')).not.toBeNull();
    expect(group('pen').querySelector('path')!.getAttribute('stroke-linecap')).toBe('round');
    const text = group('text').querySelector('text')!;
    expect([...text.querySelectorAll('tspan')].map((t) => t.textContent)).toEqual([
      'Tighten',
      'here',
    ]);
    expect(text.getAttribute('font-family')).toMatch(/serif$/);
    expect(group('text').querySelector('rect')!.getAttribute('fill')).toBe('#000000');
    act(() => playback.timeUpdate(4.2));
    expect(group('circle').getAttribute('opacity')).toBe('0.5');
    expect(group('image').querySelector('image')!.getAttribute('href')).toMatch(/^data:/);
  });

  it.each([
    [1352, 760],
    [338, 190],
  ])('scales the canvas to a %i px wide box exactly', (width, height) => {
    boxOf(width, height);
    const { steps } = stores();
    render(<AnnotationLayer steps={steps} />);
    const layer = screen.getByTestId('player-annotations');
    expect(layer.style.left).toBe('0px');
    expect(layer.style.width).toBe(`${width}px`);
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 676 380');
    expect(Number(svg.getAttribute('width'))).toBe(width);
    // left * layerWidth / originalCanvasWidth: the rectangle at 100 lands at 100 * width / 676.
    const scale = Number(svg.getAttribute('width')) / 676;
    const rect = document.querySelector('[data-annotation-id="rect"] rect')!;
    expect(Number(rect.getAttribute('x')) * scale).toBeCloseTo((100 * width) / 676);
    expect(Number(svg.getAttribute('height'))).toBeCloseTo(380 * scale);
  });

  it('fits the 16:9 canvas into a wider box, centred, the same in a right-to-left page', () => {
    boxOf(1000, 380);
    const { steps } = stores();
    render(
      <div dir="rtl">
        <AnnotationLayer steps={steps} />
      </div>,
    );
    const layer = screen.getByTestId('player-annotations');
    const width = 380 * (676 / 380);
    expect(parseFloat(layer.style.width)).toBeCloseTo(width);
    expect(parseFloat(layer.style.left)).toBeCloseTo((1000 - width) / 2);
    expect(layer.style.right).toBe('');
    expect(layer.style.direction).toBe('ltr');
  });

  it('stays out of the way: no pointer events, hidden from assistive tech, nothing focusable', () => {
    boxOf(676, 380);
    const { steps } = stores();
    const { container } = render(<AnnotationLayer steps={steps} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.pointerEvents).toBe('none');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.querySelector('[tabindex], a, button')).toBeNull();
  });

  it('re-renders only when the visible set changes, not on every time update', () => {
    boxOf(676, 380);
    const { playback, steps } = stores();
    const commits = vi.fn();
    render(
      <Profiler id="layer" onRender={commits}>
        <AnnotationLayer steps={steps} />
      </Profiler>,
    );
    const settled = commits.mock.calls.length;
    act(() => {
      for (let t = 0.05; t < 1; t += 0.05) playback.timeUpdate(t);
    });
    expect(commits.mock.calls.length).toBe(settled);
    act(() => playback.timeUpdate(1.2));
    expect(commits.mock.calls.length).toBe(settled + 1);
  });
});

describe('AnnotationSlot', () => {
  it('tells a workflow with something to draw (a blur alone is nothing to draw)', () => {
    expect(hasAnnotations([{ annotations: ANNOTATED }])).toBe(true);
    expect(hasAnnotations([{}, { annotations: [] }])).toBe(false);
    expect(hasAnnotations([{ annotations: ANNOTATED.filter((e) => e.type === 'blur') }])).toBe(
      false,
    );
  });

  it('loads nothing for a workflow without annotations', () => {
    const { workflow, steps } = stores([]);
    const video = document.createElement('video');
    const { container } = render(
      <AnnotationSlot workflow={workflow} steps={steps} video={video} attached />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('loads the layer after the first frame (loadeddata), not before', async () => {
    boxOf(676, 380);
    const { workflow, steps } = stores();
    const video = document.createElement('video');
    video.setAttribute('src', 'https://media.example/master.m3u8');
    render(<AnnotationSlot workflow={workflow} steps={steps} video={video} attached />);
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('player-annotations')).toBeNull();
    // The first frame decoded: readyState HAVE_CURRENT_DATA, then the event.
    Object.defineProperty(video, 'readyState', { value: 2, configurable: true });
    act(() => {
      video.dispatchEvent(new Event('loadeddata'));
    });
    expect(await screen.findByTestId('player-annotations')).toBeTruthy();
    expect(drawnIds()).toEqual(['rect', 'arrow']);
  });

  it('waits for the engine to attach the stream', async () => {
    const { workflow, steps } = stores();
    const video = document.createElement('video');
    const { rerender } = render(
      <AnnotationSlot workflow={workflow} steps={steps} video={video} attached={false} />,
    );
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('player-annotations')).toBeNull();
    rerender(<AnnotationSlot workflow={workflow} steps={steps} video={video} attached />);
    // No source at all (nothing will ever play): nothing to wait for.
    expect(await screen.findByTestId('player-annotations')).toBeTruthy();
  });
});

describe('<Player/> with annotations', () => {
  it('lays the layer over the picture, under the controls, for an annotated workflow', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    boxOf(676, 380);
    const { workflow } = stores();
    render(
      <Player
        workflowId={workflow.id}
        source={fakeSource({ workflow }).source}
        lang="ar-ar"
        attachMedia={fakeAttachMedia}
        trackingPersistence={memoryTrackingPersistence()}
      />,
    );
    const layer = await screen.findByTestId('player-annotations');
    // Inside the stage, beside the picture's slot: in fullscreen it goes with the player.
    expect(layer.closest('.sw-player-stage')?.querySelector('.sw-player-media')).not.toBeNull();
    expect(drawnIds()).toEqual(['rect', 'arrow']);
  });

  it('adds nothing to a workflow without annotations', async () => {
    const onReady = vi.fn();
    render(
      <Player
        workflowId={sampleWorkflow.id}
        source={fakeSource().source}
        lang="en"
        attachMedia={fakeAttachMedia}
        trackingPersistence={memoryTrackingPersistence()}
        onReady={onReady}
      />,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(document.querySelector('.sw-player-annotations')).toBeNull();
  });
});
