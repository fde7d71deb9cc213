/**
 * Leaving the editor with unsaved changes asks first: a navigation inside the portal through
 * react-router's blocker (the editor shows its own confirm), closing or reloading the tab through
 * the browser's beforeunload prompt.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
