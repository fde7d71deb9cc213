import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium-args.js';

/**
 * Playwright 1.65's own `--disable-features` list without ThirdPartyStoragePartitioning (which
 * it turns off); Chromium takes the last `--disable-features` it is given, so this one replaces
 * Playwright's. e2e/third-party-contexts.spec.ts checks that the storage is partitioned.
 */
const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser): CHROMIUM_PATH points
 * elsewhere where needed. Global setup builds the portal and starts real servers.
 *
 * Two projects (issue 16): `chromium` runs everything; the example hosts, the LMS and the
 * intranet are on another site than the servers, where this browser denies a frame of the
 * server its storage and its cookies. `third-party-cookies-blocked` runs the tests tagged
 * @third-party (the framing specs' main paths) once more with Chrome's third-party cookie
 * phase-out switch and storage partitioned, as Chrome, Firefox and Safari ship it.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './.tmp/e2e-results',
  // Each test processes a 60 s video on the server: minutes, not seconds.
  timeout: 6 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, where 2 cores serve three servers, two browsers and video processing at
  // once; a test that needed it is reported as flaky in the output, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'chromium' },
    {
      name: 'third-party-cookies-blocked',
      grep: /@third-party/,
      use: {
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            ...CHROMIUM_ARGS,
            '--test-third-party-cookie-phaseout',
            `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`,
          ],
        },
      },
    },
  ],
});
