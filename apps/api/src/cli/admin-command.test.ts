import { PassThrough, Readable } from 'node:stream';
import type { DatabaseTarget } from '../db/database-url.ts';
import { addAuthenticatorApp, bearer, registerUser, signIn, uniqueEmail } from '../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@wtm/contract';
import { runCreateAdmin, STAFF_FACTOR_NOTE } from './admin-command.ts';

function databaseUrl(target: DatabaseTarget): string {
  return target.dialect === 'sqlite' ? `file:${target.file}` : target.url;
}

describe(`admin:create (${testDialect()})`, () => {
  let testApp: TestApp;

  const run = async (argv: string[], stdinText = '') => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const output = { out: '', err: '' };
    stdout.on('data', (chunk: Buffer) => (output.out += chunk.toString()));
    stderr.on('data', (chunk: Buffer) => (output.err += chunk.toString()));
    const code = await runCreateAdmin({
      argv,
      stdin: Readable.from([stdinText]),
      stdout,
      stderr,
      env: { DATABASE_URL: databaseUrl(testApp.database.target), DATA_DIR: testApp.site.dataDir },
      cwd: testApp.site.root,
    });
    return { code, ...output };
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('creates an administrator who can sign in and list /users', async () => {
    const email = uniqueEmail('ops');
    const result = await run(['--', '--email', email, '--password-stdin'], 'an admin passphrase\n');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Administrator ${email} created`);
    expect(result.out).toContain(STAFF_FACTOR_NOTE);

    const row = await testApp.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    const login = (await signIn(testApp.app, email, 'an admin passphrase')).json();
    expect(login).toMatchObject({ success: true });
    // Staff act only with a second factor: refused, saying so, until the app is added.
    const listUsers = () => testApp.app.inject({ method: 'GET', url: '/users', headers: bearer(login.token) });
    expect((await listUsers()).json()).toEqual({ statusCode: 403, message: STAFF_SECOND_FACTOR_REQUIRED });
    await addAuthenticatorApp(testApp.app, login.token);
    expect((await listUsers()).statusCode).toBe(200);
  });

  it('refuses an address that is taken, and --promote makes it an administrator', async () => {
    const email = uniqueEmail('taken');
    expect((await run(['--email', email, '--password-stdin'], 'first password')).code).toBe(0);
    await testApp.app.db.updateTable('users').set({ role: 'customer' }).where('email', '=', email).execute();

    const again = await run(['--email', email, '--password-stdin'], 'second password');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists. Use --promote');

    const promoted = await run(['--email', email.toUpperCase(), '--promote']);
    expect(promoted).toMatchObject({ code: 0, out: `${email} is now an administrator.\n${STAFF_FACTOR_NOTE}\n` });
    const row = await testApp.app.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect((await signIn(testApp.app, email, 'first password')).json()).toMatchObject({ success: true });
  });

  it('--remove-second-factors takes every factor off an account that lost them, ends its sessions, and its password signs in alone', async () => {
    const owner = await registerUser(testApp.app);
    await addAuthenticatorApp(testApp.app, owner.token);
    expect((await signIn(testApp.app, owner.email, owner.password)).json()).toMatchObject({ success: false, secondFactor: expect.any(Object) });
    expect(await run(['--email', owner.email.toUpperCase(), '--remove-second-factors'])).toMatchObject({ code: 0, out: `${owner.email} has no second factor now and is signed out everywhere: the password alone signs in.\n` });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/secondFactors', headers: bearer(owner.token) })).statusCode).toBe(401);
    expect((await signIn(testApp.app, owner.email, owner.password)).json()).toMatchObject({ success: true });
    expect(await run(['--email', 'nobody@example.com', '--remove-second-factors'])).toMatchObject({ code: 1, err: 'No account for nobody@example.com.\n' });
  });

  it('--editor grants an account the editor grant beside its role, and --no-editor takes it back: the content calls follow at the next request', async () => {
    const email = uniqueEmail('editor');
    expect((await run(['--email', email, '--password-stdin'], 'an editor passphrase')).code).toBe(0);
    const token = (await signIn(testApp.app, email, 'an editor passphrase')).json().token as string;
    const content = () => testApp.app.inject({ method: 'GET', url: '/api/content/crm', headers: bearer(token) });
    expect((await content()).statusCode).toBe(403);
    await addAuthenticatorApp(testApp.app, token);
    expect(await run(['--email', email, '--editor'])).toMatchObject({ code: 0, out: `${email} is now an editor.\n${STAFF_FACTOR_NOTE}\n` });
    expect((await content()).statusCode).toBe(200);
    const row = await testApp.app.db.selectFrom('users').select(['role', 'editor_since']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(Number(row.editor_since)).toBeGreaterThan(0);
    expect(await run(['--email', email, '--no-editor'])).toMatchObject({ code: 0, out: `${email} is no longer an editor.\n` });
    expect((await content()).statusCode).toBe(403);
    expect(await run(['--email', 'nobody@example.com', '--editor'])).toMatchObject({ code: 1, err: 'No account for nobody@example.com.\n' });
  });

  it.each([
    [['--password-stdin'], 'secret12', '--email is required'],
    [['--email', 'not-an-address', '--password-stdin'], 'secret12', 'Enter a valid email address'],
    [['--email', 'short@example.com', '--password-stdin'], '12345', 'Password must be at least 6 characters'],
    [['--email', 'nostdin@example.com'], '', 'No password given'],
    [['--email', 'nobody@example.com', '--promote'], '', 'No account for nobody@example.com'],
    [['--bogus'], '', "Unknown option '--bogus'"],
  ])('fails clearly for %j', async (argv, stdinText, message) => {
    const result = await run(argv, stdinText);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
  });
});
