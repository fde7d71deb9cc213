import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Calls `onDismiss` on a pointer press outside every given element while `active`. */
export function useOutsidePress(
  refs: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (refs.some((r) => r.current?.contains(target))) return;
      onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [refs, active, onDismiss]);
}
