// The panel's resize handle (002 §9: 400 px, 320 to 600): drag, or arrow keys / Home / End.
import { CHAT_PANEL_WIDTH } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

export const clampWidth = (width: number) =>
  Math.min(CHAT_PANEL_WIDTH.max, Math.max(CHAT_PANEL_WIDTH.min, Math.round(width)));

const RESIZE_STEP = 16;

export function ResizeHandle({
  width,
  dir,
  onWidth,
}: {
  width: number;
  dir: 'ltr' | 'rtl';
  onWidth: (width: number) => void;
}) {
  const t = useT();
  const drag = useRef<{ x: number; width: number } | null>(null);
  // The handle is on the panel's inline-start edge: dragging outward (away from the panel) widens.
  const sign = dir === 'rtl' ? 1 : -1;
  return (
    <button
      type="button"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('assistant.resize')}
      aria-valuemin={CHAT_PANEL_WIDTH.min}
      aria-valuemax={CHAT_PANEL_WIDTH.max}
      aria-valuenow={width}
      className="sw-assistant-resize"
      part="resize"
      onPointerDown={(event: ReactPointerEvent<HTMLButtonElement>) => {
        drag.current = { x: event.clientX, width };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        onWidth(clampWidth(drag.current.width + sign * (event.clientX - drag.current.x)));
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onKeyDown={(event) => {
        const grow = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
        const shrink = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
        if (event.key === grow) onWidth(clampWidth(width + RESIZE_STEP));
        else if (event.key === shrink) onWidth(clampWidth(width - RESIZE_STEP));
        else if (event.key === 'Home') onWidth(CHAT_PANEL_WIDTH.min);
        else if (event.key === 'End') onWidth(CHAT_PANEL_WIDTH.max);
        else return;
        event.preventDefault();
      }}
    />
  );
}
