import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium with the flags this sandbox needs (no network but loopback). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
