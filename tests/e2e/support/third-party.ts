/**
 * Issue 16: what a frame of another site gets from the browser in each Playwright project
 * (playwright.config.ts; third-party-contexts.spec.ts checks it on a bare page). The framing
 * specs assert it inside the player's own frame, so a pass means the player played there.
 */
import type { Frame, TestInfo } from '@playwright/test';

export type FrameStorage = 'denied' | 'available';

/** `chromium` denies a third-party frame its storage; the other project partitions it. */
export const thirdPartyStorage = (info: TestInfo): FrameStorage =>
  info.project.name === 'third-party-cookies-blocked' ? 'available' : 'denied';

/** Whether the document in `frame` may use localStorage (reading it throws when denied). */
export const frameStorage = (frame: Frame): Promise<FrameStorage> =>
  frame.evaluate(() => {
    try {
      window.localStorage.getItem('probe');
      return 'available' as const;
    } catch {
      return 'denied' as const;
    }
  });
