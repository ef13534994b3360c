// An editor for the content studio tests: an account made by the admin command with the
// editor role and an authenticator app (staff act only with a second factor), signed in
// on the studio's page.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { defaultPassword, signInThroughUi } from './fixtures.ts';
import type { ReleaseSite } from './release-site.ts';
import { addAuthenticatorAppThroughApi, enterSecondStep, freshTotpCode } from './second-factor.ts';
import { repoRoot } from './site-server.ts';

export interface StudioEditor {
  email: string;
  secret: string;
}

/** A new editor of the site, `<name>.<time>@example.com`. */
export async function createEditor(site: ReleaseSite, name: string): Promise<StudioEditor> {
  const email = `${name}.${Date.now()}@example.com`;
  const cli = (...args: string[]) => execFileSync(process.execPath, ['apps/api/src/cli/create-admin.ts', '--email', email, ...args], { cwd: repoRoot, env: site.env, input: `${defaultPassword}\n`, stdio: ['pipe', 'ignore', 'inherit'] });
  cli('--password-stdin');
  cli('--editor');
  return { email, secret: await addAuthenticatorAppThroughApi(site.baseUrl, email, defaultPassword) };
}

/** Signs the editor in, both steps, landing on the studio (`/account/content`). */
export async function signInToStudio(page: Page, site: ReleaseSite, editor: StudioEditor): Promise<void> {
  await signInThroughUi(page, editor.email, defaultPassword, `${site.baseUrl}/login?returnUrl=%2Faccount%2Fcontent`);
  await enterSecondStep(page, freshTotpCode(editor.secret));
}
