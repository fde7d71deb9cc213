/**
 * Issue 20, `<stepwise-instruction>` on a host page of another origin: examples/instruction-host,
 * on an origin (and site) of its own, drops in a published smart instruction with one script tag
 * and its public share token. The element renders it in view mode (`stepwise-ready`), then runs it:
 * the checklist ticked, a photo chosen (a small PNG), Next to the end and Finish; the host receives
 * `stepwise-itemchange` and `stepwise-completed`, and the completion record is the server's (read
 * back through the editor's session list). Bad attributes show the element's error state.
 *
 * The SOP is written and published here through the API (support/instruction-seed.ts), its share
 * made public, as an author does in the editor.
 */
import { expect, test, type Page } from '@playwright/test';
import { listSopSessions } from '@stepwise/api';
import { signedInApi, PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { startExample, type ExampleServer } from './support/example-server.js';
import { seedPublicInstruction, type PublicInstruction } from './support/instruction-seed.js';

test.describe.configure({ mode: 'default' });

let sop: PublicInstruction;
let host: ExampleServer;
let baseUrl: string;

/** A 1×1 PNG: the photo the run takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(async () => {
  test.setTimeout(2 * 60_000);
  const env = e2eEnv();
  baseUrl = env.plainUrl;
  sop = await seedPublicInstruction(baseUrl, PUBLISHER, env.password, 'Air handler filter (e2e)');
  host = await startExample('instruction-host', [
    ...['--server', baseUrl, '--instruction', sop.instruction.id],
    ...['--share-token', sop.shareToken],
  ]);
  expect(new URL(host.url).hostname).not.toBe(new URL(baseUrl).hostname);
});

test.afterAll(() => {
  host?.stop();
});

/** Records every stepwise-* event the host page receives, in `window.seen`. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    Object.assign(window, { seen });
    for (const type of ['stepwise-ready', 'stepwise-itemchange', 'stepwise-completed']) {
      document.addEventListener(type, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
}

const seen = (page: Page, type: string) =>
  page.evaluate(
    (t) =>
      (window as unknown as { seen: { type: string; detail: Record<string, unknown> }[] }).seen
        .filter((e) => e.type === t)
        .map((e) => e.detail),
    type,
  );

test('a host page of another origin shows a public SOP in view mode, then runs it to the end @third-party', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordEvents(page);
  await page.goto(host.url);
  const element = page.locator('stepwise-instruction');

  // View mode: the whole SOP, with its type's look.
  await expect(element.getByRole('heading', { name: 'Air handler filter (e2e)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(async () => (await seen(page, 'stepwise-ready')).length).toBe(1);
  expect((await seen(page, 'stepwise-ready'))[0]).toMatchObject({
    instructionId: sop.instruction.id,
    itemCount: sop.instruction.items.length,
    mode: 'view',
  });
  await expect(element.getByRole('heading', { name: /1\s*Open the housing/ })).toBeVisible();
  await expect(
    element.getByRole('heading', { name: /1\.2\s*Release the right clips/ }),
  ).toBeVisible();
  await expect(element.getByRole('note')).toContainText('The edges are sharp');

  // Run mode: one step at a time.
  await element.getByRole('button', { name: 'Start' }).click();
  await expect(element.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(element.locator('[part="step-count"]')).toHaveText('Step 1 of 5');
  await element.getByRole('button', { name: 'Next' }).click();
  await expect(element.getByRole('heading', { name: /Open the housing/ })).toBeFocused();
  await expect(element.getByRole('note')).toBeVisible();
  await element.getByRole('button', { name: 'Next' }).press('Enter');

  // The checklist, ticked with the keyboard.
  for (const box of await element.getByRole('checkbox').all()) {
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await element.getByRole('button', { name: 'Next' }).click();

  // The photo request: a small PNG.
  await element.getByLabel('Take or choose a photo').setInputFiles({
    name: 'filter.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(element.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await element.getByRole('button', { name: 'Next' }).click();

  // The conclusion: Finish, then the summary.
  await element.getByRole('button', { name: 'Finish' }).click();
  await expect(element.getByRole('heading', { name: 'Instruction finished' })).toBeVisible();
  await expect(element.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  const changes = await seen(page, 'stepwise-itemchange');
  expect(changes.length).toBeGreaterThan(0);
  expect(changes.map((c) => c['itemType'])).toEqual(
    expect.arrayContaining(['checklist', 'file_request']),
  );
  await expect.poll(async () => (await seen(page, 'stepwise-completed')).length).toBe(1);
  const [completed] = await seen(page, 'stepwise-completed');
  expect(completed).toMatchObject({ instructionId: sop.instruction.id, synced: true });
  await expect(page.locator('#record')).toHaveAttribute('data-synced', 'true');

  // The server has the completion record: the run's session, completed, its photo and ticks.
  const editor = await signedInApi(baseUrl, PUBLISHER, e2eEnv().password);
  const sessions = await listSopSessions(editor, sop.instruction.id);
  const stored = sessions.items.find((s) => s.id === completed!['sessionId']);
  expect(stored).toMatchObject({ completed: true, isPublic: true, uid: null });
  expect(stored!.completedAt).not.toBeNull();
  const checklist = sop.instruction.items.find((i) => i.type === 'checklist')!;
  const photo = sop.instruction.items.find((i) => i.type === 'file_request')!;
  const items = new Map(stored!.items.map((i) => [i.itemId, i]));
  expect(items.get(checklist.id)?.checkedItemIds).toHaveLength(2);
  expect(items.get(photo.id)?.userFileIds).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('bad attributes show the element’s error state and raise stepwise-error, no SOP', async ({
  page,
}) => {
  await page.goto(`${host.url}?instruction-id=${encodeURIComponent('not an id!')}`);
  const element = page.locator('stepwise-instruction');
  await expect(element.getByRole('alert')).toContainText(
    'instruction-id="not an id!" is not a Stepwise id',
  );
  await expect(element).toHaveAttribute('data-state', 'error');
  await expect(page.locator('#problem')).toHaveAttribute('data-code', 'bad-attribute');
  // A bad cosmetic value only falls back (a console warning): the SOP is there.
  await page.goto(`${host.url}?mode=fly`);
  await expect(element.locator('[part="root"]')).toBeVisible({ timeout: 30_000 });
  await expect(element.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page.locator('#problem')).toBeEmpty();
});
