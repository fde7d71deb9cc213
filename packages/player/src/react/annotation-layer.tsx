/**
 * The annotation layer (002 §1; issue 22): the current step's elements drawn over the picture,
 * each while the step-relative time is inside its range. It covers the 16:9 canvas the editor
 * drew on, fitted into the video's box as the video is (fitCanvas), with physical left/top and
 * left-to-right text, so a right-to-left interface never mirrors the picture's coordinates.
 *
 * Cost: this module is its own chunk (annotation-slot.tsx imports it only for a workflow with
 * annotations, once the picture is there). It alone follows the playhead, and re-renders only
 * when the visible set changes: the time store's every tick computes a string of visible ids,
 * which React compares (useSyncExternalStore) before rendering anything.
 *
 * Never in the way: pointer-events none (clicks reach the video and controls), aria-hidden and
 * nothing focusable (keys stay with the player).
 */
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { fitCanvas, type AnnotationElement, type Size } from '@stepwise/core';
import {
  canvasesOf,
  drawableAnnotations,
  svgBox,
  visibleFromKey,
  visibleKey,
} from '../core/annotation-layer.js';
import { AnnotationShape } from './annotation-shapes.js';

export interface AnnotationLayerProps {
  /** The steps store's current step and seconds into it (core steps-store.ts). */
  steps: {
    $currentStep: ReadableAtom<
      { step: { annotations?: AnnotationElement[] | undefined } } | undefined
    >;
    $stepTime: ReadableAtom<number>;
  };
}

const BOX_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  overflow: 'hidden',
  pointerEvents: 'none',
};

/** The box's size now and on every resize (zero where nothing is laid out, as in jsdom). */
function useBoxSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const apply = (width: number, height: number) =>
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    const r = node.getBoundingClientRect();
    apply(r.width, r.height);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) apply(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function AnnotationLayer({ steps }: AnnotationLayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useBoxSize(boxRef);
  const step = useStore(steps.$currentStep);
  const drawable = useMemo(() => drawableAnnotations(step?.step.annotations), [step]);
  const subscribe = useCallback((changed: () => void) => steps.$stepTime.listen(changed), [steps]);
  const key = useSyncExternalStore(subscribe, () => visibleKey(drawable, steps.$stepTime.get()));
  const canvases = useMemo(() => canvasesOf(visibleFromKey(drawable, key)), [drawable, key]);
  const fit = fitCanvas(size);

  return (
    <div ref={boxRef} className="sw-player-annotations" style={BOX_STYLE} aria-hidden="true">
      <div
        data-testid="player-annotations"
        data-count={key ? key.split('\n').length : 0}
        style={{
          position: 'absolute',
          left: fit.x,
          top: fit.y,
          width: fit.width,
          height: fit.height,
          direction: 'ltr',
        }}
      >
        {fit.width > 0 &&
          canvases.map((canvas) => {
            const box = svgBox(canvas, fit.width);
            return (
              <svg
                key={`${canvas.width}x${canvas.height}`}
                xmlns="http://www.w3.org/2000/svg"
                viewBox={`0 0 ${canvas.width} ${canvas.height}`}
                width={box.width}
                height={box.height}
                style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible' }}
                focusable="false"
              >
                {canvas.elements.map((element) => (
                  <AnnotationShape key={element.id} element={element} />
                ))}
              </svg>
            );
          })}
      </div>
    </div>
  );
}
