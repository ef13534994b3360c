import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailField, passwordField } from '@wtm/contract';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Executor } from '../db/schema.ts';
import { readCommandConfig } from '../env.ts';
import { normalizeEmail } from '../lib/email-address.ts';
import { findUserByEmail, insertUser, setEditorSince, setUserRole } from '../repositories/users.repository.ts';
import { removeAllSecondFactors } from '../repositories/second-factors.repository.ts';
import { revokeUserSessions } from '../repositories/sessions.repository.ts';
import { insertSecurityEvent } from '../repositories/security-events.repository.ts';
import { randomUUID } from 'node:crypto';
import { prepareAccount } from '../services/accounts/account-creation.ts';

export const USAGE = `Usage: pnpm --filter @wtm/api admin:create -- --email <address> [--password-stdin] [--first-name <name>] [--last-name <name>]
       pnpm --filter @wtm/api admin:create -- --email <address> --promote
       pnpm --filter @wtm/api admin:create -- --email <address> --editor | --no-editor
       pnpm --filter @wtm/api admin:create -- --email <address> --remove-second-factors

Creates an administrator account in the database DATABASE_URL names (an administrator
may list /users and read, change or delete any account). The password is read from
standard input with --password-stdin, otherwise asked for at the terminal.
--promote makes an existing account an administrator and leaves its password alone.
--editor makes an existing account an editor of the site's content (a grant beside the
role: an administrator is no editor unless granted it); --no-editor takes it back.
--remove-second-factors, for an owner who lost every factor and recovery code (check who
is asking first): removes the account's authenticator app, passkeys and recovery codes
and ends its sessions; its password then signs in alone.`;

/**
 * The first problem with `value` by one of the contract's field rules, so an
 * administrator's address and password meet the same rules as anyone's.
 */
function problemWith(rule: { validateSync(value: unknown): unknown }, value: string): string | undefined {
  try {
    rule.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface CommandIo {
  argv: string[];
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Asks for the password at a terminal; absent when there is none. */
  promptPassword?: () => Promise<string | undefined>;
}

/** Runs `admin:create`; resolves with the process exit code. */
export async function runCreateAdmin(io: CommandIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  let options;
  try {
    options = parseArgs({
      // pnpm passes the `--` separator on; it means nothing here.
      args: io.argv.filter((arg) => arg !== '--'),
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        promote: { type: 'boolean', default: false },
        editor: { type: 'boolean' },
        'no-editor': { type: 'boolean' },
        'remove-second-factors': { type: 'boolean', default: false },
        'first-name': { type: 'string', default: 'Portal' },
        'last-name': { type: 'string', default: 'Administrator' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (options.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.email === undefined) return fail(`--email is required.\n\n${USAGE}`);

  const db = createDatabase(readCommandConfig(io.env, io.cwd).database, { error: () => undefined });
  try {
    await migrateToLatest(db);
    if (options.promote) return await promote(db, options.email, io, fail);
    if (options['remove-second-factors']) return await removeSecondFactors(db, options.email, io, fail);
    if (options.editor === true || options['no-editor'] === true) return await grantEditor(db, options.email, options.editor === true, io, fail);
    const password = await readPassword(io, options['password-stdin']);
    if (password === undefined) return fail('No password given: use --password-stdin, or run the command at a terminal.');
    const problem = problemWith(emailField(), options.email) ?? problemWith(passwordField(), password);
    if (problem !== undefined) return fail(problem);
    const row = await prepareAccount(
      { email: options.email, password, firstName: options['first-name'], lastName: options['last-name'], phoneNo: '', city: '', company: '', jobTitleId: 7 },
      'admin',
      Date.now(),
    );
    if (!(await insertUser(db, row))) return fail(`An account for ${row.email} already exists. Use --promote to make it an administrator.`);
    io.stdout.write(`Administrator ${row.email} created (id ${row.id}).\n${STAFF_FACTOR_NOTE}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Said with every staff grant: the role works only once the account has a second factor. */
export const STAFF_FACTOR_NOTE = 'Staff pages and APIs open only once the account has a second factor: sign in, then add an authenticator app or a passkey on /account/security.';

async function promote(db: Executor, email: string, io: CommandIo, fail: (message: string) => number): Promise<number> {
  const address = normalizeEmail(email);
  if (!(await setUserRole(db, address, 'admin', Date.now()))) return fail(`No account for ${address}.`);
  io.stdout.write(`${address} is now an administrator.\n${STAFF_FACTOR_NOTE}\n`);
  return 0;
}

async function removeSecondFactors(db: Executor, email: string, io: CommandIo, fail: (message: string) => number): Promise<number> {
  const address = normalizeEmail(email);
  const user = await findUserByEmail(db, address);
  if (user === undefined) return fail(`No account for ${address}.`);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await removeAllSecondFactors(trx, user.id);
    await revokeUserSessions(trx, user.id, now);
    await insertSecurityEvent(trx, { id: randomUUID(), user_id: user.id, kind: 'second-factors-removed', at: now, device: null, network: null, detail: null });
  });
  io.stdout.write(`${address} has no second factor now and is signed out everywhere: the password alone signs in.\n`);
  return 0;
}

async function grantEditor(db: Executor, email: string, editor: boolean, io: CommandIo, fail: (message: string) => number): Promise<number> {
  const address = normalizeEmail(email);
  const now = Date.now();
  if (!(await setEditorSince(db, { email: address }, editor ? now : null, now))) return fail(`No account for ${address}.`);
  io.stdout.write(editor ? `${address} is now an editor.\n${STAFF_FACTOR_NOTE}\n` : `${address} is no longer an editor.\n`);
  return 0;
}

async function readPassword(io: CommandIo, fromStdin: boolean): Promise<string | undefined> {
  if (!fromStdin) return io.promptPassword?.();
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
  // The first line, without its line break; spaces inside a password are kept.
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}
