// tsc emits only JavaScript; the stylesheets the components import sit beside them in dist/.
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
  const from = join(entry.parentPath, entry.name);
  cpSync(from, join(root, 'dist', relative(src, from)));
}
