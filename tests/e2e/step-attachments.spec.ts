/**
 * Issue 21 Must-show, step attachments: a diagram, a PDF and a link added to a step show in the
 * player's attachments sidebar to a viewer (Chromium, the portal's player route); a 12 MB image,
 * an 11th image and an .exe renamed .png are refused with clear errors. The attachments are added
 * through the API the portal panel calls (the panel has its own component tests), to a fresh
 * workflow of this spec that is published for the viewer.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  addStepAttachment,
  addStepAttachmentFile,
  getPlayerWorkflow,
  publishWorkflow,
  uploadFile,
  type Api,
} from '@stepwise/api';
import { AttachmentProblem } from '@stepwise/core';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow } from './support/editor-workflow.js';
import { VIEWER } from './support/intranet-page.js';
import { WORK } from './support/paths.js';
import { PlayerPage } from './support/player-page.js';

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

let api: Api;
let workflowId: string;
let stepIds: string[];

/** A PNG of `width` x `height` made by ffmpeg. */
async function png(name: string, width: number, height: number): Promise<Uint8Array> {
  const file = join(WORK, `${name}.png`);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=s=${width}x${height}`,
    '-frames:v',
    '1',
    file,
  ]);
  return new Uint8Array(await readFile(file));
}

/** A one-page PDF saying `text`, its cross-reference table at the right offsets. */
function pdf(text: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Uploads `bytes` as `name` and attaches the finished upload to the step. */
async function attach(stepId: string, bytes: Uint8Array, name: string, type: string) {
  const upload = await uploadFile(api, new Blob([Buffer.from(bytes)], { type }), {
    fileName: name,
    contentType: type,
  });
  return addStepAttachmentFile(api, stepId, upload.id);
}

/** The refusal's message of a call that must fail. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('The attachment was accepted.');
}

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  const env = e2eEnv();
  api = await signedInApi(env.aiUrl, PUBLISHER, env.password);
  ({ workflowId } = await editorWorkflow(api, env, `Attachments e2e ${Date.now()}`));
  await publishWorkflow(api, workflowId);
  stepIds = (await getPlayerWorkflow(api, workflowId)).steps.map((s) => s.id);
  expect(stepIds.length).toBeGreaterThan(0);
});

test('a diagram, a PDF and a link of a step show in the viewer’s attachments sidebar', async ({
  page,
}) => {
  const step = stepIds[0]!;
  const diagram = await attach(step, await png('wiring', 1200, 900), 'Wiring.png', 'image/png');
  expect(diagram.kind).toBe('diagram');
  const manual = await attach(step, pdf('Torque values'), 'Torque manual.pdf', 'application/pdf');
  expect(manual).toMatchObject({ kind: 'pdf', name: 'Torque manual.pdf' });
  await addStepAttachment(api, step, {
    kind: 'link',
    label: 'Supplier data sheet',
    link: 'https://example.com/datasheet',
  });

  const env = e2eEnv();
  await new PortalPage(page, env.aiUrl).signIn(VIEWER, env.password);
  const player = new PlayerPage(page);
  await player.open(`${env.aiUrl}/playermain/${workflowId}/${step}`);
  await player.waitForFrame();
  await player.wake();
  await player.button('Attachments').click();
  const sidebar = player.root.getByRole('complementary', { name: 'Attachments' });
  await expect(sidebar).toBeVisible();
  const image = sidebar.getByRole('img', { name: 'Diagram 1 of 1' });
  await expect(image).toBeVisible();
  // The stored diagram was fitted into 800x600 and loads through its signed URL.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([800, 600]);
  const pdfLink = sidebar.getByRole('link', { name: /Torque manual\.pdf/ });
  await expect(pdfLink).toBeVisible();
  expect(await pdfLink.locator('img').count()).toBe(1);
  const link = sidebar.getByRole('link', { name: 'Supplier data sheet' });
  await expect(link).toHaveAttribute('href', 'https://example.com/datasheet');
  const served = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
});

test('a 12 MB image, an 11th image and an .exe renamed .png are refused with clear errors', async () => {
  const step = stepIds[stepIds.length - 1]!;
  const big = new Uint8Array(12 * 1024 * 1024);
  big.set(await png('tiny', 8, 8));
  expect(await refusal(attach(step, big, 'huge.png', 'image/png'))).toBe(
    `${AttachmentProblem.fileTooLarge} (at most 10 MB)`,
  );

  const exe = new Uint8Array(4096).fill(7);
  exe.set(new TextEncoder().encode('MZ'));
  expect(await refusal(attach(step, exe, 'diagram.png', 'image/png'))).toBe(
    AttachmentProblem.invalidImageType,
  );

  const small = await png('small', 64, 48);
  const existing =
    (await getPlayerWorkflow(api, workflowId, true)).steps.find((s) => s.id === step)?.attachments
      ?.diagram.length ?? 0;
  for (let i = existing; i < 10; i++) await attach(step, small, `d${i}.png`, 'image/png');
  expect(await refusal(attach(step, small, 'eleventh.png', 'image/png'))).toBe(
    AttachmentProblem.maxImagesReached,
  );
});
