/**
 * The Chromium every bench page loads in: the system build (no downloaded browsers), no GPU, no
 * QUIC.
 */
import { chromium, type Browser } from '@playwright/test';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}
