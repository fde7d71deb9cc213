/**
 * The switches every e2e Chromium starts with (playwright.config.ts); a spec that needs more
 * (the fake microphone of the voice-over spec) adds to these rather than replacing them.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
