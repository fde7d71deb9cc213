// What the first screen does not need but the next ones do (i18next, the router) loads once the
// visitor starts using the page — or after the page has settled, whichever comes first: never
// before the form is usable (the first-visit budget, tests/bench/portal.ts), and ready by the
// time the visitor submits it.

// Not 'focusin': the sign-in form focuses its first field itself, before anyone has used it.
// 'input' as well as 'keydown': autofill and pasting type without keys.
const FIRST_USE = ['pointerdown', 'keydown', 'input'] as const;
/** A page nobody touches still loads it, once it has been idle this long after start. */
const SETTLED_MS = 3000;

/** Runs `load` once: on the first pointer, key or input event, or once the page has settled. */
export function onFirstUse(load: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) window.removeEventListener(type, run, true);
    clearTimeout(timer);
    load();
  };
  for (const type of FIRST_USE) window.addEventListener(type, run, { capture: true, once: true });
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, SETTLED_MS);
}
