import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

// Browser tests drive the built site as `pnpm start` serves it (global-setup.ts starts
// it with a fresh database and a real SMTP server). Debian's Chromium, never a download.
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
