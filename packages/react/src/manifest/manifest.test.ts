/**
 * custom-elements.json (issue 17): the manifests list every attribute (checked against the
 * element's own schema: its name, property, type and whether it is required), every event (the
 * element's event map, which @stepwise/react's callback tables must cover), every part and CSS
 * custom property (the Parts constant, the element's own parts and the README's list), and the
 * committed files are what the sources give (`npm run manifest -w @stepwise/react` rewrites
 * them).
 */
// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_ATTRIBUTES } from '@stepwise/assistant';
import { Parts, PLAYER_ATTRIBUTES } from '@stepwise/player';
import { QUIZ_ATTRIBUTES } from '@stepwise/quiz';
import { INSTRUCTION_ATTRIBUTES } from '@stepwise/instruction';
import type { AttributeSpecs } from '@stepwise/ui/element';
import { ASSISTANT_EVENTS, INSTRUCTION_EVENTS, PLAYER_EVENTS, QUIZ_EVENTS } from '../events.js';
import { customElementsManifest, type CustomElementsManifest } from './custom-elements.js';
import { manifestFiles, PACKAGES } from './elements.js';

const files = manifestFiles();
const manifests = files.map((f) => ({
  ...f,
  manifest: customElementsManifest(f.modules, f.readme),
}));
const embed = manifests.find((m) => m.file.includes('/embed/'))!.manifest;

const declarationOf = (manifest: CustomElementsManifest, tag: string) =>
  manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)!;

const format = (manifest: CustomElementsManifest) =>
  prettier.format(JSON.stringify(manifest), { parser: 'json', printWidth: 100 });

describe('the committed custom-elements.json files', () => {
  for (const { file, manifest } of manifests) {
    it(`${file.slice(PACKAGES.length + 1)} is what the sources give`, async () => {
      const expected = await format(manifest);
      if (process.env.STEPWISE_WRITE_MANIFEST === '1') writeFileSync(file, expected);
      expect(readFileSync(file, 'utf8')).toBe(expected);
    });
  }
});

const ELEMENTS: {
  tag: string;
  attributes: AttributeSpecs;
  events: Readonly<Record<string, string>>;
  parts: string[];
  readme: string;
  cssPrefix: string;
}[] = [
  {
    tag: 'stepwise-player',
    attributes: PLAYER_ATTRIBUTES,
    events: PLAYER_EVENTS,
    // The Parts constant (the React player's), the element's own (its root, the video) and the
    // element host's error state.
    parts: [...Object.values(Parts), 'root', 'video', 'message'],
    readme: join(PACKAGES, 'player', 'README.md'),
    cssPrefix: '--stepwise-',
  },
  {
    tag: 'stepwise-assistant',
    attributes: ASSISTANT_ATTRIBUTES,
    events: ASSISTANT_EVENTS,
    parts: ['launcher', 'container', 'message', 'root', 'main', 'header', 'composer', 'send'],
    readme: join(PACKAGES, 'assistant', 'README.md'),
    cssPrefix: '--sw-assistant-',
  },
  {
    tag: 'stepwise-quiz',
    attributes: QUIZ_ATTRIBUTES,
    events: QUIZ_EVENTS,
    parts: ['container', 'message', 'root', 'header', 'question', 'option', 'submit', 'result'],
    readme: join(PACKAGES, 'quiz', 'README.md'),
    cssPrefix: '--sw-quiz-',
  },
  {
    tag: 'stepwise-instruction',
    attributes: INSTRUCTION_ATTRIBUTES,
    events: INSTRUCTION_EVENTS,
    parts: [
      'container',
      'message',
      'root',
      'header',
      'start',
      'progress',
      'summary',
      'photo-input',
    ],
    readme: join(PACKAGES, 'instruction', 'README.md'),
    cssPrefix: '--sw-si-',
  },
];

for (const element of ELEMENTS) {
  describe(`<${element.tag}> in the manifest`, () => {
    const declaration = declarationOf(embed, element.tag);

    it('has every attribute of its schema, with its property, type and requiredness', () => {
      const specs = Object.entries(element.attributes);
      expect(declaration.attributes.map((a) => a.name)).toEqual(specs.map(([, s]) => s.attribute));
      for (const [property, spec] of specs) {
        const listed = declaration.attributes.find((a) => a.name === spec.attribute)!;
        expect(listed.fieldName).toBe(property);
        const type = listed.type.text;
        // What the schema itself accepts, value by value.
        const accepts = (value: unknown) => z.safeParse(spec.schema, value).success;
        const optional = accepts(undefined);
        if (type === 'boolean') {
          expect(accepts(true) && accepts(false)).toBe(true);
          expect(accepts('yes')).toBe(false);
          continue;
        }
        expect(type.endsWith(' | undefined')).toBe(optional);
        const core = type.replace(/ \| undefined$/, '');
        if (core === 'string') {
          expect(accepts(42)).toBe(false);
        } else {
          const values = core.split(' | ').map((v) => /^'(.*)'$/.exec(v)![1]!);
          for (const value of values) expect(accepts(value)).toBe(true);
          expect(accepts('not-one-of-them')).toBe(false);
        }
      }
    });

    it('has every event of its event map, the ones its React callbacks listen to', () => {
      expect(declaration.events.map((e) => e.name).sort()).toEqual(
        Object.values(element.events).sort(),
      );
      for (const event of declaration.events) expect(event.type.text).toMatch(/^CustomEvent</);
    });

    it('has every part and every CSS custom property its README names', () => {
      const parts = declaration.cssParts.map((p) => p.name);
      expect(parts).toEqual(expect.arrayContaining(element.parts));
      const readme = readFileSync(element.readme, 'utf8');
      const documented = readme.match(new RegExp(`${element.cssPrefix}[a-z0-9-]*[a-z0-9]`, 'g'));
      expect(documented?.length).toBeGreaterThan(0);
      expect(declaration.cssProperties.map((p) => p.name)).toEqual(
        expect.arrayContaining([...new Set(documented)]),
      );
    });
  });
}
