/**
 * Reads an element's styling surface and event map from its package's sources (Node only):
 * the parts (`part="…"` in templates and JSX, `part={Parts.…}`, `setAttribute('part', …)`),
 * the public CSS custom properties (by the element's prefix, wherever its stylesheets read or
 * set them), and the event map interface's members with their types. Read from the sources, so
 * a part or property added to a component reaches the manifest without a list to keep.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SKIP = /\.(?:test|stories)\.tsx?$|\/test-[^/]*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:tsx?|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !SKIP.test(file))
    .sort();
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The parts the sources under `srcDir` give elements; `parts` is a `Parts`-style constant. */
export function partsIn(srcDir: string, parts: Readonly<Record<string, string>> = {}): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bpart=["']([a-z][a-z0-9-]*)["']/g)) found.push(m[1]!);
    for (const m of text.matchAll(/setAttribute\(\s*'part',\s*'([a-z][a-z0-9-]*)'/g)) {
      found.push(m[1]!);
    }
    for (const m of text.matchAll(/\bpart=\{Parts\.(\w+)\}/g)) {
      const name = parts[m[1]!];
      if (!name) throw new Error(`${file}: Parts.${m[1]} is not in the Parts constant`);
      found.push(name);
    }
  }
  return sorted(found);
}

/** The custom properties starting with `prefix` that the stylesheets under `srcDir` use. */
export function cssPropertiesIn(srcDir: string, prefix: string): string[] {
  const pattern = new RegExp(`${prefix.replace(/[-]/g, '\\-')}[a-z0-9-]*[a-z0-9]`, 'g');
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    found.push(...(readFileSync(file, 'utf8').match(pattern) ?? []));
  }
  return sorted(found);
}

/** The members of `interface <name>` in `file`: the event names and their types as written. */
export function eventMapIn(file: string, name: string): { name: string; type: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const map = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!map) throw new Error(`${file} has no interface ${name}`);
  return map.members.filter(ts.isPropertySignature).map((member) => ({
    name: ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source),
    type: member.type?.getText(source).replace(/\s+/g, ' ') ?? 'CustomEvent',
  }));
}
