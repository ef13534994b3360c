// The bench's system tools come from Debian, installed (as root, with apt) when missing,
// like scripts/test-prerequisites.ts does for Chromium. Never a browser download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './common.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian package → the binary it provides. */
const tools: Record<string, string> = {
  chromium: chromiumPath,
  wrk: '/usr/bin/wrk',
};

export function ensureTools(packages = Object.keys(tools)): void {
  const missing = packages.filter((name) => !existsSync(tools[name]!));
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${missing.join(', ')}: install with "sudo apt-get install -y ${missing.join(' ')}" and run again.`);
  }
  log(`installing ${missing.join(', ')} from Debian packages`);
  execSync(`apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${missing.join(' ')}`, { stdio: 'inherit' });
}
