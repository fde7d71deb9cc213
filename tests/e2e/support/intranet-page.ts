/**
 * examples/intranet driven the way a worker uses it: the assistant's launcher, its question box,
 * its answer, reference cards (names from the English catalogue). Shared by the intranet and the
 * model (LLM) specs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { startExample, type ExampleServer } from './example-server.js';
import { call, ORG_ADMIN, tokenOf } from './frame-server.js';
import { withSettingsLock } from './settings-lock.js';

export const VIEWER = 'viewer@demo.stepwise.test';

/** The intranet example for `baseUrl`, acting for the demo viewer (the intranet's signed-in user). */
export function startIntranet(
  baseUrl: string,
  password: string,
  player?: { workflowId: string; shareId: string },
): Promise<ExampleServer> {
  return startExample('intranet', [
    ...['--server', baseUrl, '--email', VIEWER, '--password', password],
    ...(player ? ['--workflow', player.workflowId, '--token', player.shareId] : []),
  ]);
}

/**
 * Adds origins to the organisation's embedding allow-list; the function it returns takes them
 * out again (only them: specs in other workers add and remove theirs at the same time, each
 * change made under the settings lock, so none writes over another's).
 */
export async function allowOrigins(
  baseUrl: string,
  password: string,
  origins: string[],
): Promise<() => Promise<void>> {
  const admin = await tokenOf(baseUrl, ORG_ADMIN, password);
  const settings = (data: unknown) =>
    call(baseUrl, admin, 'POST', '/admin/organization/settings', data);
  const change = (next: (now: string[]) => string[]) =>
    withSettingsLock('allowed-origins', async () => {
      const now: string[] =
        (await settings({ action: 'get' })).body.data.customizedPermissions.allowedOrigins ?? [];
      return settings({
        action: 'update',
        data: { customizedPermissions: { allowedOrigins: next(now) } },
      });
    });
  const written = await change((now) => [...new Set([...now, ...origins])]);
  expect(written.status).toBe(200);
  return async () => {
    await change((now) => now.filter((o) => !origins.includes(o)));
  };
}

export class IntranetPage {
  readonly assistant: Locator;

  constructor(readonly page: Page) {
    this.assistant = page.locator('stepwise-assistant');
  }

  /** Opens the page and waits until its backend's token is on the widget. */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect
      .poll(() =>
        this.page.evaluate(
          () => typeof (document.querySelector('stepwise-assistant') as any)?.token === 'string',
        ),
      )
      .toBe(true);
  }

  async openLauncher(): Promise<void> {
    await this.assistant.getByRole('button', { name: 'Ask the assistant' }).click();
    await expect(this.input()).toBeVisible();
  }

  input(): Locator {
    return this.assistant.getByRole('textbox');
  }

  async ask(question: string): Promise<void> {
    await this.input().fill(question);
    await this.assistant.getByRole('button', { name: 'Send', exact: true }).click();
  }

  /** The reference cards of the answers so far (their accessible name says where they lead). */
  references(): Locator {
    return this.assistant.getByRole('button', { name: /^Open .*, step \d+: .*, at \d+:\d\d$/ });
  }

  /**
   * Records, from now on, the widget's text as it changes (the streamed answer growing) in
   * `window.assistantTexts`, and the statuses its exchanges go through (`data-status`: loading,
   * streaming, complete, error) in `window.assistantStatuses`.
   */
  async recordText(): Promise<void> {
    await this.page.evaluate(() => {
      const host = document.querySelector('stepwise-assistant')!;
      const root = host.shadowRoot ?? host;
      const texts: string[] = [];
      const statuses: string[] = [];
      Object.assign(window, { assistantTexts: texts, assistantStatuses: statuses });
      const note = () => {
        const text = (root.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (texts.at(-1) !== text) texts.push(text);
        const exchanges = root.querySelectorAll('[data-status]');
        const last = exchanges[exchanges.length - 1];
        const status = last ? `${exchanges.length}:${last.getAttribute('data-status')}` : '';
        if (status && statuses.at(-1) !== status) statuses.push(status);
      };
      note();
      new MutationObserver(note).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  }

  texts(): Promise<string[]> {
    return this.page.evaluate(() => (window as any).assistantTexts as string[]);
  }

  /** The statuses the n-th exchange (1-based) went through, in order. */
  async statuses(n: number): Promise<string[]> {
    const all = await this.page.evaluate(() => (window as any).assistantStatuses as string[]);
    return all.filter((s) => s.startsWith(`${n}:`)).map((s) => s.slice(`${n}:`.length));
  }
}
