import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Below this width the side menu is a drawer behind a menu button (tablets upright, phones). */
export const DRAWER_QUERY = '(max-width: 1023px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export interface Drawer {
  open: boolean;
  toggle: () => void;
  /** Closes and gives focus back to the menu button (Escape, a press outside). */
  dismiss: () => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  panelRef: React.RefObject<HTMLElement | null>;
}

/**
 * The side menu as a drawer (a disclosure): the menu button opens it and focus moves to its first
 * item; Escape or a press outside closes it and focus returns to the button; moving focus out of
 * it closes it; and it is closed on every new page (it is open only for the path it opened on,
 * so a navigation from inside it or anywhere else closes it with no effect to run).
 */
export function useDrawer(enabled: boolean): Drawer {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = enabled && openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const dismiss = useCallback(() => {
    setOpenOn(null);
    buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpenOn(open ? null : pathname), [open, pathname]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel?.contains(target) && !buttonRef.current?.contains(target)) dismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !panel?.contains(next) && !buttonRef.current?.contains(next)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    panel?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
      panel?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, dismiss]);

  return { open, toggle, dismiss, buttonRef, panelRef };
}
