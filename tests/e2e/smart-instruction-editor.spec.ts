/**
 * Issue 20 must-show (first e2e): a publisher creates an SOP by hand in the portal's editor with
 * a step, two substeps, a warning, a checklist and a photo request; reorders by mouse drag and by
 * keyboard (Space, arrow, Space); a refused drop shows its rule's message; publishes to all. A
 * viewer opens /smart-instruction/{id}, runs it, ticks the checklist, sends a photo, reloads in
 * the middle and finds the progress, finishes; the completion record is on the server.
 * Then, a PDF import through the create page (the server's generated three-page SOP PDF).
 *
 * Runs on the 'frame' server; its Assembly Line workspace has the publisher as a writer and the
 * viewer as a reader.
 */
import {
  getSmartInstruction,
  listSopSessions,
  listSopVersionEditEvents,
  listSopVersionHistories,
  listWorkspaceGroups,
  type Api,
} from '@stepwise/api';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { sopPdf } from '../../packages/server/test/fixtures/sop-pdf.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { VIEWER } from './support/intranet-page.js';

test.describe.configure({ mode: 'serial' });
// Tall enough for the whole step list: a mouse drag never starts or ends off screen.
test.use({ viewport: { width: 1280, height: 2400 } });

const title = `Press lockout ${Date.now().toString(36)}`;
/** A 1 x 1 PNG: what the viewer photographs. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let baseUrl = '';
let workspaceId = '';
let sopId = '';
let publisher: Api;

test.beforeAll(async () => {
  const env = e2eEnv();
  baseUrl = env.frameUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  const groups = await listWorkspaceGroups(publisher, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces).find((w) => w?.name === 'Assembly Line');
  if (!workspace) throw new Error('The demo organisation has no Assembly Line workspace.');
  workspaceId = workspace.id;
});

const cards = (page: Page) => page.getByTestId('sop-item');
const card = (page: Page, name: string) => page.locator(`.sop-item[data-title="${name}"]`);

/** The titles of the cards, in list order. */
async function order(page: Page): Promise<string[]> {
  return page
    .getByTestId('sop-item-title')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** Adds an item of `type` at the end of the list (before the conclusion) and names it. */
async function append(page: Page, type: string, name: string): Promise<Locator> {
  const before = await cards(page).count();
  await page.getByTestId('sop-add').last().getByRole('button').click();
  await page.getByTestId(`sop-add-${type}`).click();
  await expect(cards(page)).toHaveCount(before + 1);
  const added = cards(page)
    .filter({ has: page.locator(`[data-type="${type}"]`) })
    .last();
  await added.getByTestId('sop-item-title').fill(name);
  return card(page, name);
}

/** Drags one card's handle onto another's with the mouse, in small steps (dnd-kit's sensor). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  // Both cards on screen: the mouse cannot reach outside the viewport (and dnd-kit would scroll).
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.getByTestId('sop-drag-handle').boundingBox())!;
  const b = (await to.boundingBox())!;
  const handle = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const fromBox = (await from.boundingBox())!;
  // Where the handle must go for the dragged card's centre to sit on the target's centre.
  const dy = b.y + b.height / 2 - (fromBox.y + fromBox.height / 2);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x, handle.y + Math.sign(dy) * 10, { steps: 4 });
  await page.mouse.move(handle.x, handle.y + dy, { steps: 20 });
  await page.mouse.up();
}

async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('sop-save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });
}

test('an author builds an SOP by hand, reorders by drag and keyboard, sees a refusal, publishes', async ({
  page,
}) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/smart-instruction?workspaceId=${workspaceId}`);
  const create = page.getByTestId('sop-create');
  await expect(create.getByTestId('sop-create-title')).toHaveValue('Untitled SOP');
  await expect(create.getByTestId('sop-source-manually')).toBeChecked();
  await expect(create.getByTestId('sop-create-workspace')).toHaveValue(workspaceId);
  await create.getByTestId('sop-create-title').fill(title);
  await create.getByTestId('sop-create-submit').click();
  await expect(page).toHaveURL(/\/smart-instruction\/[^/?]+$/);
  sopId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const editor = page.getByTestId('sop-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('sop-title')).toHaveValue(title);

  await append(page, 'step', 'Lock the press');
  await append(page, 'sub_step', 'Turn the key');
  await append(page, 'sub_step', 'Hang the tag');
  await append(page, 'warning', 'Stored pressure');
  const checklist = await append(page, 'checklist', 'Before you start');
  await checklist.getByTestId('sop-checklist-text').first().fill('The key is in my pocket');
  const photo = await append(page, 'file_request', 'Photograph the guard');
  await photo.getByTestId('sop-file-request-description').fill('The locked guard with its tag');
  // Only a step or a substep may be followed by a substep: after the photo request, the Add
  // menu offers Substep disabled, with the rule as its description.
  await page.getByTestId('sop-add').last().getByRole('button').click();
  await expect(page.getByTestId('sop-add-sub_step')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await saved(page);

  const authored = ['Lock the press', 'Turn the key', 'Hang the tag', 'Stored pressure'];
  expect((await order(page)).filter((t) => authored.includes(t))).toEqual(authored);

  // Keyboard: Space picks the second substep up, ArrowUp moves it over the first, Space drops.
  const handle = card(page, 'Hang the tag').getByTestId('sop-drag-handle');
  await handle.focus();
  // Each key waits for the one before to take effect (the live region says what happened).
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The sensor listens for arrows a moment after the pick-up: its announcement says it has.
  await expect(
    page.getByText(/^(Picked up Hang the tag|Hang the tag .* is over Hang the tag)/),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/^Hang the tag .* is over Turn the key/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Hang the tag .* was dropped on Turn the key/)).toBeAttached();
  await expect
    .poll(async () =>
      (await order(page)).filter((t) => t === 'Turn the key' || t === 'Hang the tag'),
    )
    .toEqual(['Hang the tag', 'Turn the key']);

  // Mouse: the checklist dragged onto the warning takes its place.
  await drag(page, card(page, 'Before you start'), card(page, 'Stored pressure'));
  await expect
    .poll(async () =>
      (await order(page)).filter((t) => t === 'Before you start' || t === 'Stored pressure'),
    )
    .toEqual(['Before you start', 'Stored pressure']);

  // A refused drop: a substep onto the warning. The message shows; nothing moves.
  const beforeRefusal = await order(page);
  await drag(page, card(page, 'Turn the key'), card(page, 'Stored pressure'));
  await expect(page.getByTestId('sop-refusal')).toHaveText(
    'SubSteps can only be dropped on other SubSteps',
  );
  await expect(page.getByTestId('sop-refusal')).toHaveAttribute('role', 'alert');
  expect(await order(page)).toEqual(beforeRefusal);
  await saved(page);

  // Undo (Ctrl+Z) brings back the list before the mouse drag; the refusal changed nothing.
  await page.getByTestId('sop-undo').focus();
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () =>
      (await order(page)).filter((t) => t === 'Before you start' || t === 'Stored pressure'),
    )
    .toEqual(['Stored pressure', 'Before you start']);
  await drag(page, card(page, 'Before you start'), card(page, 'Stored pressure'));
  await saved(page);

  const stored = await getSmartInstruction(publisher, sopId);
  const names = stored.items.map((i) => i.title);
  expect(names.filter((t) => authored.includes(t) || t === 'Before you start')).toEqual([
    'Lock the press',
    'Hang the tag',
    'Turn the key',
    'Before you start',
    'Stored pressure',
  ]);
  const step = stored.items.find((i) => i.title === 'Lock the press')!;
  const subs = stored.items.filter((i) => i.type === 'sub_step');
  expect(subs.map((s) => s.parentItemId)).toEqual([step.id, step.id]);
  expect(stored.items.find((i) => i.type === 'checklist')!.checklistItems[0]!.text).toBe(
    'The key is in my pocket',
  );

  // The editor's dark theme is remembered; a reload reads the saved content back.
  await page.getByTestId('sop-theme').click();
  await expect(editor).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(editor).toHaveAttribute('data-theme', 'dark');
  expect(await order(page)).toEqual(names);
  await page.getByTestId('sop-theme').click();

  // Publish to All: the editor gives way to the view.
  await page.getByTestId('sop-publish').click();
  const dialog = page.getByTestId('sop-publish-dialog');
  await expect(dialog.getByTestId('sop-publish-all')).toBeChecked();
  await dialog.getByTestId('sop-publish-confirm').click();
  await expect(page.getByTestId('sop-view-page')).toBeVisible();
  expect((await getSmartInstruction(publisher, sopId)).published).toBe(true);
  // The first publish is version 1.0; the edit events the editor sent in batches belong to it.
  const [version] = await listSopVersionHistories(publisher, sopId, true);
  expect(version?.version).toBe('1.0');
  const events = await listSopVersionEditEvents(publisher, version!.id);
  expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['insert', 'move', 'update']));
});

/** Advances the run to the screen where `ready` is visible (Next after Next). */
async function nextUntil(page: Page, ready: Locator): Promise<void> {
  for (let i = 0; i < 12 && !(await ready.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(ready).toBeVisible();
}

test('a viewer runs it, ticks the checklist, sends a photo, reloads mid-run and finishes', async ({
  browser,
}) => {
  expect(sopId, 'the authoring test (run before this one, serially) made the SOP').not.toBe('');
  const env = e2eEnv();
  const context = await browser.newContext();
  const page = await context.newPage();
  await new PortalPage(page, baseUrl).signIn(VIEWER, env.password);
  await page.goto(`${baseUrl}/smart-instruction/${encodeURIComponent(sopId)}`);
  await expect(page.getByTestId('sop-view-page')).toBeVisible();
  // A viewer never gets the editor.
  await expect(page.getByTestId('sop-editor')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start' }).click();

  const box = page.getByRole('checkbox', { name: 'The key is in my pocket' });
  await nextUntil(page, box);
  await box.check();
  await expect(box).toBeChecked();

  // Reload in the middle of the run: the run, its step and the tick come back.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'The key is in my pocket' })).toBeChecked();

  const input = page.getByLabel('Take or choose a photo');
  await nextUntil(page, input);
  await input.setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Sent')).toBeVisible();

  const finish = page.getByRole('button', { name: 'Finish' });
  await nextUntil(page, finish);
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Instruction finished' })).toBeVisible();

  // The completion record, as the author reads it.
  await expect
    .poll(async () => (await listSopSessions(publisher, sopId)).items.some((s) => s.completed), {
      timeout: 20_000,
    })
    .toBe(true);
  const { items } = await listSopSessions(publisher, sopId);
  const session = items.find((s) => s.completed)!;
  expect(session.email).toBe(VIEWER);
  expect(session.completedAt).not.toBeNull();
  await context.close();
});

test('a PDF becomes an SOP through the create page, with its progress', async ({ page }) => {
  const portal = new PortalPage(page, baseUrl);
  await portal.signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/smart-instruction?workspaceId=${workspaceId}`);
  const create = page.getByTestId('sop-create');
  await create.getByTestId('sop-source-pdf').check();
  // Not a PDF: refused before a byte is sent.
  await create.getByTestId('sop-create-pdf').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Step 1'),
  });
  await expect(create.getByText(/Invalid file type/)).toBeVisible();
  await expect(create.getByTestId('sop-create-submit')).toBeDisabled();

  await create.getByTestId('sop-create-pdf').setInputFiles({
    name: 'filter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sopPdf()),
  });
  await create.getByTestId('sop-create-title').fill(`Hydraulic filter ${Date.now().toString(36)}`);
  await create.getByTestId('sop-create-submit').click();
  await expect(page).toHaveURL(/\/smart-instruction\/[^/?]+$/);
  // The progress screen while the job runs, then the editor with the items read from the PDF.
  const editor = page.getByTestId('sop-editor');
  await expect(editor).toBeVisible({ timeout: 120_000 });
  await expect(editor.locator('[data-type="step"]').first()).toBeVisible();
  await expect(editor.locator('.sop-item[data-type="warning"]').first()).toBeVisible();
});
