/**
 * Issue 25, admin settings (must show): on /admin/setting/ip-restriction the demo org admin
 * enables the restriction with a rule that does not include the browser's address: the page
 * warns ("you would lock yourself out"), the save is refused with the server's message, and the
 * admin can still use the portal; with the shown address added the rules save. Then, on
 * /admin/setting/qr-code, the admin creates a QR code for a published workflow and sees its
 * image. The IP restriction runs on the 'frame' server (the one whose settings specs change) and
 * is put back as it was afterwards; the QR code on 'plain', with the player specs' workflow.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';
import { call, ORG_ADMIN, tokenOf } from './support/frame-server.js';
import { signedInPage } from './support/people.js';
import { playerWorkflow } from './support/player-workflow.js';

const RESTRICTED_IP = '/v1/organization-settings/my/customized-permissions/restricted-ip';
const OUTSIDE = '203.0.113.0/24';

let frameUrl = '';
let admin = '';
let before: { enableRestrictedIP: boolean; allowedRules: string[] } | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const env = e2eEnv();
  frameUrl = env.frameUrl;
  admin = await tokenOf(frameUrl, ORG_ADMIN, env.password);
  const r = await call(frameUrl, admin, 'POST', '/admin/organization/settings', { action: 'get' });
  const { enableRestrictedIP, allowedRules } = r.body.data.customizedPermissions;
  before = { enableRestrictedIP, allowedRules };
});

// The restriction goes back to what it was, whatever happened.
test.afterAll(async () => {
  if (admin && before) await call(frameUrl, admin, 'PUT', RESTRICTED_IP, before);
});

test('IP restriction: a rule that would lock the admin out is warned about and refused', async ({
  browser,
}) => {
  const env = e2eEnv();
  const page = await signedInPage(browser, frameUrl, ORG_ADMIN, env.password);
  await page.goto(`${frameUrl}/admin/setting/ip-restriction`);
  await expect(page.getByRole('heading', { level: 1, name: 'IP restriction' })).toBeVisible();
  const shown = page.getByTestId('ip-current-address');
  await expect(shown).toContainText('Your current address:');
  const address = ((await shown.textContent()) ?? '').match(/address: (\S+)/)?.[1] ?? '';
  expect(address).not.toBe('');

  // Start from no rules and the switch off (what the page shows is what is stored).
  for (const remove of await page.getByTestId('ip-rule-remove').all()) await remove.click();
  const enabled = page.getByTestId('ip-restriction-enabled');
  if (await enabled.isChecked()) await enabled.click();

  // A malformed rule is refused as it is typed.
  const input = page.getByLabel('Address or range (CIDR)');
  await input.fill('10.0.0.0/99');
  await input.press('Enter');
  await expect(page.getByTestId('ip-rule-new-problem')).toHaveText(
    'Not a valid IPv4 or IPv6 address or CIDR range.',
  );

  // A rule that does not admit this browser, then the switch: the page warns.
  await input.fill(OUTSIDE);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('ip-rule')).toHaveCount(1);
  await expect(page.getByTestId('ip-lockout-warning')).toHaveCount(0);
  await enabled.click();
  await expect(page.getByTestId('ip-lockout-warning')).toContainText(
    `You would lock yourself out: no enabled rule admits your current address (${address}).`,
  );

  // Saving anyway: the server refuses with its message, and nothing is stored.
  await page.getByTestId('ip-restriction-save').click();
  await expect(page.getByTestId('ip-restriction-save-error')).toHaveText(
    `The allowed IP rules do not include your current address (${address}); add it before enabling the restriction, or you would lock yourself out`,
  );
  const stored = await call(frameUrl, admin, 'POST', '/admin/organization/settings', {
    action: 'get',
  });
  expect(stored.body.data.customizedPermissions.allowedRules).not.toContain(OUTSIDE);

  // The admin can still use the portal.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto(`${frameUrl}/home`);
  await expect(page.getByTestId('restricted-ip-alert')).toHaveCount(0);

  // With the shown address added, the rules save and stay after a reload.
  await page.goto(`${frameUrl}/admin/setting/ip-restriction`);
  for (const remove of await page.getByTestId('ip-rule-remove').all()) await remove.click();
  await page.getByLabel('Address or range (CIDR)').fill(OUTSIDE);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  if (!(await page.getByTestId('ip-restriction-enabled').isChecked())) {
    await page.getByTestId('ip-restriction-enabled').click();
  }
  await expect(page.getByTestId('ip-lockout-warning')).toBeVisible();
  await page.getByTestId('ip-add-current').click();
  await expect(page.getByTestId('ip-lockout-warning')).toHaveCount(0);
  await page.getByTestId('ip-restriction-save').click();
  await expect(page.getByTestId('ip-restriction-saved')).toHaveText('Saved');
  await page.reload();
  const rules = page.getByTestId('ip-rule-input');
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(0)).toHaveValue(OUTSIDE);
  await expect(rules.nth(1)).toHaveValue(address);
  await expect(page.getByTestId('ip-restriction-enabled')).toBeChecked();
  await page.context().close();
});

test('QR codes: the admin creates a code for a published workflow and sees its image', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  // The player specs' published workflow on the plain server (made once per run, then reused).
  const fixture = await playerWorkflow(env, 'Player e2e', 'plain');
  const title = fixture.workflow.title;
  const page = await signedInPage(browser, env.plainUrl, ORG_ADMIN, env.password);
  await page.goto(`${env.plainUrl}/admin/setting/qr-code`);
  await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();

  await page.getByLabel('Find published content').fill(title);
  const result = page.getByTestId('qr-results').getByRole('listitem').filter({ hasText: title });
  await result.first().getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByTestId('qr-chosen')).toHaveText(`Chosen: ${title}`);
  const label = `Station ${Date.now().toString(36)}`;
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByTestId('qr-create-submit').click();

  const card = page.getByTestId('qr-code').filter({ hasText: label });
  await expect(card).toHaveCount(1);
  const image = card.getByRole('img', { name: `QR code for ${label}` });
  await expect(image).toBeVisible();
  // The image is drawn (a real SVG QR code of the player URL), not a broken placeholder.
  expect(
    await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await expect(card).toContainText(`Opens ${env.plainUrl}/playermain/${fixture.workflowId}`);

  // It is listed after a reload, and deleting it removes it.
  await page.reload();
  await expect(page.getByTestId('qr-code').filter({ hasText: label })).toHaveCount(1);
  await page.getByTestId('qr-code').filter({ hasText: label }).getByTestId('qr-delete').click();
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('qr-code').filter({ hasText: label })).toHaveCount(0);
  await page.context().close();
});
