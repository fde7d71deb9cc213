import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withHostSelectors } from './inline.js';

// vitest does not process CSS (every `?inline` sheet is '' here), so the sheet list is checked
// on the module's source; the bundlers (portal, embed) fill the strings in.
const here = dirname(fileURLToPath(import.meta.url));

describe('uiInlineStyles (the CSS a shadow root needs)', () => {
  it('applies the tokens to :host as well as :root', () => {
    const tokens = readFileSync(join(here, 'tokens.css'), 'utf8');
    const rewritten = withHostSelectors(tokens);
    expect(rewritten).toContain(':root, :host {');
    expect(rewritten).toContain(":root, :host,\n[data-theme='dark']");
    expect(rewritten).not.toMatch(/:root(?!, :host)/);
  });

  it('imports every component stylesheet and the tokens', () => {
    const source = readFileSync(join(here, 'inline.ts'), 'utf8');
    const sheets = readdirSync(join(here, '..', 'react')).filter((f) => f.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(10);
    for (const sheet of sheets) expect(source, sheet).toContain(`'../react/${sheet}?inline'`);
    expect(source).toContain(`'./tokens.css?inline'`);
  });
});
