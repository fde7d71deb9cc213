/**
 * Where the annotation layer goes, and when its code loads (issue 22 start-up budget). The layer
 * (annotation-layer.tsx, its SVG drawing and geometry) is a chunk of its own, imported only when
 * the workflow has an element to draw and once the picture has its first frame: a workflow
 * without annotations never fetches it, and one with them fetches it after the first frame, so
 * the JavaScript before the first frame is the same either way (the bench prints both).
 *
 * This module is in the view's chunk: it stays small and imports nothing of the layer's. A
 * failed import leaves the picture without annotations (they are an overlay; the video plays
 * on), and it is tried again the next time the slot mounts.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { AnnotationLayerProps } from './annotation-layer.js';

type Layer = ComponentType<AnnotationLayerProps>;
let loaded: Layer | undefined;
const loadLayer = () => import('./annotation-layer.js').then((m) => (loaded = m.AnnotationLayer));

/**
 * Could any step have something to draw? A loose check (the layer skips what it cannot draw):
 * anything but blur, which the re-render burns into the video.
 */
export function hasAnnotations(
  steps: readonly { annotations?: readonly { type?: unknown }[] | undefined }[],
): boolean {
  return steps.some((s) => s.annotations?.some((e) => e.type !== 'blur'));
}

// HTMLMediaElement.HAVE_CURRENT_DATA: the first frame can be shown.
const HAVE_CURRENT_DATA = 2;

/**
 * Has `video` its first frame, or no stream to wait for (no source at all, as in the stories and
 * jsdom: nothing would ever come)?
 */
function pictureShown(video: HTMLVideoElement): boolean {
  return (
    video.readyState >= HAVE_CURRENT_DATA ||
    (!video.currentSrc && !video.getAttribute('src') && !video.srcObject)
  );
}

// A seek right after the first frame drops readyState again before React reads it, and no
// second 'loadeddata' comes: every event that can raise readyState is a reason to look again.
const READY_EVENTS = ['loadeddata', 'canplay', 'seeked', 'playing'] as const;

/** Has the picture had its first frame yet? Once true it stays true (a later seek hides nothing). */
function usePictureShown(video: HTMLVideoElement): boolean {
  const seen = useRef(false);
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const e of READY_EVENTS) video.addEventListener(e, changed);
      return () => {
        for (const e of READY_EVENTS) video.removeEventListener(e, changed);
      };
    },
    [video],
  );
  return useSyncExternalStore(subscribe, () => (seen.current ||= pictureShown(video)));
}

export interface AnnotationSlotProps extends AnnotationLayerProps {
  workflow: { steps: readonly { annotations?: readonly { type?: unknown }[] | undefined }[] };
  video: HTMLVideoElement;
  /** The media engine has attached the stream to `video` (its source is set). */
  attached: boolean;
}

export function AnnotationSlot({ workflow, video, attached, steps }: AnnotationSlotProps) {
  const wanted = attached && hasAnnotations(workflow.steps);
  const shown = usePictureShown(video);
  const [Layer, setLayer] = useState<Layer | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || !shown || Layer) return;
    let live = true;
    loadLayer().then(
      (component) => live && setLayer(() => component),
      // An overlay that failed to load is left out; the player reports nothing for it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, shown, Layer]);
  // Once loaded it stays: a seek that drops the video's readyState hides nothing.
  return wanted && Layer ? <Layer steps={steps} /> : null;
}
