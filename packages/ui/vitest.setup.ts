import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when vitest globals are on; they are off here.
afterEach(cleanup);

// jsdom has no CSS.escape; user-event needs it to walk radio groups by name.
if (typeof window !== 'undefined') {
  const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
  css.escape ??= (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);
  (globalThis as { CSS?: unknown }).CSS = css;
}
