/**
 * The assistant's pass keeps only its own catalogue keys (widget-catalogue.ts): every key its
 * sources name must be among them, or the element would show the key instead of the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_FAILED_ANSWER_KEY } from '@stepwise/core';
import { en } from '@stepwise/i18n';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_CATALOGUE_KEYS, keepsKey, pickKeys } from './widget-catalogue.js';

const assistantSrc = join(dirname(fileURLToPath(import.meta.url)), '../../../assistant/src');
const sources = readdirSync(assistantSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)test-/.test(file))
  .map((file) => ({ file, text: readFileSync(join(assistantSrc, file), 'utf8') }));

/** The English catalogue's keys, plural keys by their base name (t('x', { count }) names those). */
const keys = new Set(
  Object.keys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
);

describe('the assistant pass’s catalogue (issue 18)', () => {
  it('reads the assistant’s sources', () => {
    expect(sources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['react/messages.tsx', 'element/launcher.ts']),
    );
  });

  it.each(sources)('keeps every catalogue key $file names', ({ file, text }) => {
    const named = [...text.matchAll(/['"`]([A-Za-z]+(?:\.[A-Za-z0-9]+)+)['"`]/g)]
      .map((m) => m[1]!)
      .filter((literal) => keys.has(literal));
    const dropped = named.filter((key) => !keepsKey(ASSISTANT_CATALOGUE_KEYS, key));
    expect(dropped, `${relative(assistantSrc, join(assistantSrc, file))}`).toEqual([]);
  });

  it('keeps the key a stored failed answer carries, and the assistant’s namespace', () => {
    expect(keepsKey(ASSISTANT_CATALOGUE_KEYS, CHAT_FAILED_ANSWER_KEY)).toBe(true);
    const kept = pickKeys(en, ASSISTANT_CATALOGUE_KEYS);
    expect(kept['assistant.placeholder']).toBe(en['assistant.placeholder']);
    expect(kept).not.toHaveProperty(['player.play']);
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(en).length / 5);
  });
});
