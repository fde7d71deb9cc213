import { useSyncExternalStore } from 'react';

/** 000 §2 "not on mobile": the width below which the header drops the invite button. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** 000 §2: the side menu shows only when not framed. */
export function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses access to window.top: that is a frame too.
    return true;
  }
}
