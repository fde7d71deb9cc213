/**
 * The demo organisation's logo (issue 23), so the demo's /share page shows one at once: a
 * 320x120 block in the brand blue with "Demo Manufacturing" on it, drawn by ffmpeg on this
 * machine (a plain block when no font or no drawtext filter is found). Stored as an admin's
 * upload would be (domain/organization-logo.ts). Set only while the organisation has none, and
 * only by the first start's content job: a logo an admin later removes stays removed.
 */
import { existsSync } from 'node:fs';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../db/ids.js';
import type { Tenant } from '../db/tenant.js';
import { logoFolder } from '../domain/organization-logo.js';
import { defaultFfmpeg } from '../media/ffmpeg-binaries.js';
import { runProcess } from '../media/run-process.js';
import { TEXT_FONTS } from '../media/test-video.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';

export const DEMO_LOGO_TEXT = 'Demo Manufacturing';
const BLOCK = 'color=c=0x1f6feb:s=320x120';
// Relative file names: ffmpeg runs inside the work folder, so no path needs filter escaping.
const TEXT =
  ',drawtext=fontfile=font.ttf:textfile=logo.txt:fontsize=26:fontcolor=white' +
  ':x=(w-text_w)/2:y=(h-text_h)/2';

async function draw(dir: string, withText: boolean): Promise<Uint8Array> {
  const out = join(dir, 'logo.png');
  await runProcess(
    defaultFfmpeg().ffmpeg,
    ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi'].concat([
      '-i',
      `${BLOCK}${withText ? TEXT : ''}`,
      '-frames:v',
      '1',
      '-update',
      '1',
      out,
    ]),
    { cwd: dir, timeoutMs: 30_000 },
  );
  return new Uint8Array(await readFile(out));
}

/** The logo's PNG: with the name when a font and drawtext are there, else the plain block. */
export async function demoLogoPng(): Promise<Uint8Array> {
  const dir = await workArea().makeDir('demo-logo-');
  try {
    const font = TEXT_FONTS.find((f) => existsSync(f));
    if (font) {
      await copyFile(font, join(dir, 'font.ttf'));
      await writeFile(join(dir, 'logo.txt'), DEMO_LOGO_TEXT);
      const drawn = await draw(dir, true).catch(() => null);
      if (drawn) return drawn;
    }
    return await draw(dir, false);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Gives the organisation the demo logo unless it has one; answers whether it did. */
export async function ensureDemoLogo(tenant: Tenant, storage: ObjectStorage): Promise<boolean> {
  const org = await tenant.ownOrganization();
  if (!org || org.logoKey) return false;
  const folder = logoFolder(org.id, newId());
  await storage.put(`${folder}/logo.png`, await demoLogoPng());
  // Two jobs at once (or an admin saving meanwhile): under the row's lock only the first write
  // wins; a loser's file is removed.
  const written = await tenant.transaction(async (t) => {
    const current = await t.ownOrganization({ lock: true });
    if (!current || current.logoKey) return false;
    await t.updateOwnOrganization({ logoKey: `${folder}/logo.png` });
    return true;
  });
  if (!written) await storage.delete(folder).catch(() => undefined);
  return written;
}
