// When the portal loads i18next: not before the first screen is usable (the first-visit budget,
// tests/bench/portal.ts), but once the visitor starts using the page — like the API client the
// sign-in form loads on first input — or after the page has settled, whichever comes first.
// Until then `t` reads the same catalogue through @stepwise/i18n's lookup, which gives the same
// texts, so the hand-over changes nothing on screen.
import type { Translator } from '@stepwise/i18n';

// Not 'focusin': the sign-in form focuses its first field itself, before anyone has used it.
const FIRST_USE = ['pointerdown', 'keydown'] as const;
/** A page nobody touches still gets i18next, once it has been idle this long after start. */
const SETTLED_MS = 3000;

export function loadI18nextOnFirstUse(translator: Translator): void {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) window.removeEventListener(type, load, true);
    clearTimeout(timer);
    translator.i18next().catch((err: unknown) => {
      // The lookup keeps every text right; only i18next's extras (formatters) are missing.
      console.error('Could not load i18next; the catalogue lookup stays in use.', err);
    });
  };
  for (const type of FIRST_USE) window.addEventListener(type, load, { capture: true, once: true });
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, SETTLED_MS);
}
