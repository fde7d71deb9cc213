/**
 * The player at a portal route, driven the way a viewer drives it: by its buttons, menus and
 * keys (names from the English catalogue). Every selector of the player specs lives here.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PlayerPage {
  readonly root: Locator;
  readonly video: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('player-route');
    this.video = this.root.locator('video');
    // The signed-in player asks before the page unloads while playing (002 §4): a reload in a
    // test means yes.
    page.on('dialog', (dialog) => void dialog.accept());
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.video).toHaveCount(1, { timeout: 30_000 });
  }

  /** Brings the controls back (they hide after 4 s of inactivity while playing). */
  async wake(): Promise<void> {
    await this.video.hover({ force: true });
    await this.page.mouse.move(10, 10);
    await this.video.hover({ force: true });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async paused(): Promise<boolean> {
    return this.video.evaluate((v: HTMLVideoElement) => v.paused);
  }

  async time(): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement) => v.currentTime);
  }

  async waitForFrame(): Promise<void> {
    await expect
      .poll(() => this.video.evaluate((v: HTMLVideoElement) => v.readyState >= 2), {
        timeout: 60_000,
      })
      .toBe(true);
  }

  async play(): Promise<void> {
    await this.waitForFrame();
    if (!(await this.paused())) return;
    await this.wake();
    await this.button('Play').click();
    await expect.poll(() => this.paused()).toBe(false);
  }

  async pause(): Promise<void> {
    if (await this.paused()) return;
    await this.wake();
    await this.button('Pause').click();
    await expect.poll(() => this.paused()).toBe(true);
  }

  /** Waits until the stream clock passes `seconds` (a long poll: real playback). */
  async playUntil(seconds: number, timeout = 120_000): Promise<void> {
    await expect
      .poll(() => this.time(), { timeout, intervals: [100] })
      .toBeGreaterThanOrEqual(seconds);
  }

  /**
   * A choice from the bar's menu `menu` or, where the player's width moved that choice into the
   * Settings panel (issue 16: below the lg size), from its radio group of that name.
   */
  async choose(menu: string, item: string | RegExp): Promise<void> {
    await this.wake();
    if (await this.button(menu).count()) {
      await this.button(menu).click();
      await this.page.getByRole('menuitem', { name: item }).click();
      return;
    }
    await this.button('Settings').click();
    await this.settingsGroup(menu).getByRole('radio', { name: item }).check();
    await this.button('Close settings').click();
  }

  /** The current choice of `menu` (its checked item), read where `choose` would choose it. */
  async chosen(menu: string): Promise<string> {
    await this.wake();
    if (await this.button(menu).count()) {
      await this.button(menu).click();
      const text = await this.page.locator('[role="menuitem"][aria-current="true"]').innerText();
      await this.page.keyboard.press('Escape');
      return text.trim();
    }
    await this.button('Settings').click();
    const text = await this.settingsGroup(menu).locator('label:has(input:checked)').innerText();
    await this.button('Close settings').click();
    return text.trim();
  }

  settingsGroup(name: string): Locator {
    return this.root.getByRole('region', { name: 'Settings' }).getByRole('group', { name });
  }

  async setSpeed(speed: number): Promise<void> {
    // Chosen once the video shows, as a viewer would (a source load resets the element's rate).
    await this.waitForFrame();
    await this.choose('Playback speed', speed === 1 ? 'Normal' : `${speed}×`);
    await expect
      .poll(() => this.video.evaluate((v: HTMLVideoElement) => v.playbackRate))
      .toBe(speed);
  }

  /** The step the player shows, from the step menu's current item. */
  currentStep(): Locator {
    return this.root.locator('[aria-current="step"]');
  }

  /** The player's root: its keydown listener and its state data attributes. */
  player(): Locator {
    return this.root.locator('.sw-player-root');
  }

  /** A shortcut pressed with focus on the player itself (not on one of its buttons). */
  async pressKey(key: string): Promise<void> {
    await this.player().evaluate((el: HTMLElement) => {
      if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
      el.focus();
    });
    await this.page.keyboard.press(key);
  }

  /** The toolbox (steps, comments...) opens with the step menu button. */
  async openToolbox(): Promise<void> {
    if (await this.root.getByRole('tablist').count()) return;
    await this.wake();
    await this.button('Step menu').click();
    await expect(this.root.getByRole('tablist')).toBeVisible();
  }

  commentsTab(): Locator {
    return this.root.getByRole('tab', { name: 'Comments' });
  }

  reactions(): Locator {
    return this.root.getByRole('group', { name: 'Reactions' });
  }
}
