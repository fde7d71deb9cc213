/**
 * 002 §4: leaving the player asks for confirmation, except on mobile or in an external course.
 * Only where the host asks for it (`confirmLeave`: the portal's own player pages), only for a
 * non-public player, and only while it plays — an embedding page never gets a prompt.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { leaveNeedsConfirmation } from '../../core/loading.js';
import type { PlayerStores } from './use-player-stores.js';

const idle = atom({ paused: true });

function isMobile(): boolean {
  const nav = globalThis.navigator as
    (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
  if (!nav) return false;
  return nav.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(nav.userAgent);
}

export function useLeaveConfirmation(
  stores: PlayerStores | null,
  options: { confirmLeave: boolean; isPublic: boolean; externalCourse?: boolean },
): void {
  const { paused } = useStore(stores?.playback.$state ?? idle);
  const wanted =
    options.confirmLeave &&
    !options.isPublic &&
    !paused &&
    leaveNeedsConfirmation({ mobile: isMobile(), externalCourse: options.externalCourse ?? false });

  useEffect(() => {
    if (!wanted) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    addEventListener('beforeunload', onBeforeUnload);
    return () => removeEventListener('beforeunload', onBeforeUnload);
  }, [wanted]);
}
