/**
 * The video with the 16:9 annotation canvas laid exactly over it (issue 22; 001 §2, §9): the box
 * is measured, the canvas is fitCanvas(box) and the video is contained in the same rectangle. A
 * resize re-lays both out RESIZE_DEBOUNCE_MS after it stops, and every element is shown again
 * scaled by annotationScale (their stored coordinates stay on their own canvas). The canvas is
 * never mirrored (dir="ltr"): coordinates are the picture's, whatever the page's direction.
 */
import {
  fitCanvas,
  RESIZE_DEBOUNCE_MS,
  type AnnotationElement,
  type AnnotationTool,
  type Rect,
} from '@stepwise/core';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { messageOf, t } from '../../i18n/t';
import type { DrawStyle } from './annotation-elements';
import type { AnnotationCanvas, CanvasEvents } from './annotation-canvas';

function useCanvasRect(box: RefObject<HTMLDivElement | null>): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const r = fitCanvas({ width: el.clientWidth, height: el.clientHeight });
      setRect((old) =>
        old && old.width === r.width && old.height === r.height && old.x === r.x && old.y === r.y
          ? old
          : r,
      );
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [box]);
  return rect;
}

export function AnnotationStage({
  videoRef,
  elements,
  visible,
  selectedId,
  tool,
  style,
  events,
  onKeyPlace,
  onSize,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  elements: readonly AnnotationElement[];
  visible: Set<string>;
  selectedId: string | null;
  tool: AnnotationTool;
  style: DrawStyle;
  events: CanvasEvents;
  /** Enter on the canvas: place the tool's element in the middle (drawing without a mouse). */
  onKeyPlace(size: { width: number; height: number }): void;
  /** The canvas's size on screen (where a picked image is placed). */
  onSize(size: { width: number; height: number }): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const rect = useCanvasRect(box);
  const [canvas, setCanvas] = useState<AnnotationCanvas | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The wrapper calls back through the latest handlers.
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let live = true;
    let made: AnnotationCanvas | null = null;
    const relay: CanvasEvents = {
      add: (e) => latest.current.add(e),
      change: (e) => latest.current.change(e),
      remove: (id) => latest.current.remove(id),
      select: (id) => latest.current.select(id),
      rejected: () => latest.current.rejected(),
      times: () => latest.current.times(),
    };
    void import('./annotation-canvas')
      .then(({ AnnotationCanvas }) =>
        AnnotationCanvas.create(
          el,
          relay,
          { blur: t('annotate.blurLabel'), text: t('annotate.textDefault') },
          style,
        ),
      )
      .then(
        (c) => {
          if (!live) return c.dispose();
          made = c;
          setCanvas(c);
        },
        (err: unknown) => live && setFailed(messageOf(err)),
      );
    return () => {
      live = false;
      made?.dispose();
    };
    // One canvas for the screen's life; tools and elements are pushed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!rect) return;
    onSize({ width: rect.width, height: rect.height });
    canvas?.setSize({ width: rect.width, height: rect.height });
  }, [canvas, rect, onSize]);
  useEffect(() => {
    canvas?.setTool(tool, style);
  }, [canvas, tool, style]);
  useEffect(() => {
    if (canvas && rect) void canvas.show(elements, visible, selectedId);
  }, [canvas, rect, elements, visible, selectedId]);

  const place = rect ? { left: rect.x, top: rect.y, width: rect.width, height: rect.height } : {};
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget && rect) {
      e.preventDefault();
      onKeyPlace({ width: rect.width, height: rect.height });
    }
  };
  return (
    <div className="annotate-stage" ref={box} dir="ltr" data-testid="annotate-stage">
      <video
        ref={videoRef}
        className="annotate-video"
        style={place}
        playsInline
        muted
        data-testid="annotate-video"
      />
      <div
        ref={host}
        className="annotate-canvas"
        style={place}
        tabIndex={0}
        role="application"
        aria-label={t('annotate.canvasHint')}
        onKeyDown={onKeyDown}
        data-testid="annotate-canvas"
        data-canvas-width={rect?.width}
        data-canvas-height={rect?.height}
      />
      {!canvas && !failed && (
        <p
          role="status"
          className="annotate-canvas-status muted"
          data-testid="annotate-canvas-loading"
        >
          {t('annotate.canvasLoading')}
        </p>
      )}
      {failed && (
        <p role="alert" className="annotate-canvas-status form-error">
          {failed}
        </p>
      )}
    </div>
  );
}
