import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { rawGet } from '../test/raw-request.ts';

// The canary sits next to the release store's folder and SHELL_DIR, one level up from either.
const CANARY = 'CANARY-outside-the-served-folders';

describe(`path traversal over a real socket (${testDialect()})`, () => {
  let testApp: TestApp;
  let books: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await writeFile(join(testApp.site.root, 'secret.txt'), CANARY);
    books = (await testApp.releaseRemote('books')).live.version;
  });

  afterAll(() => testApp.close());

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%5csecret.txt',
    '/static/..%2f..%2fsecret.txt',
    '/remotes/../secret.txt',
    '/remotes/../../etc/passwd',
    '/remotes/%2e%2e/%2e%2e/secret.txt',
    '/remotes/books/1.0.0/../../../secret.txt',
    '/remotes/books/1.0.0/..%2f..%2f..%2fsecret.txt',
    '/remotes/books/1.0.0/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/books/1.0.0/..%5c..%5c..%5csecret.txt',
    '/remotes/books/%2e%2e/%2e%2e/secret.txt',
  ])('%s never reaches a file outside', async (path) => {
    for (const accept of ['text/html', '*/*']) {
      const response = await rawGet(testApp.app, path, { accept });
      expect(response.body).not.toContain(CANARY);
      expect(response.body).not.toContain('root:');
      expect(response.statusCode).not.toBe(500);
    }
  });

  it('still serves the real release file', async () => {
    const response = await rawGet(testApp.app, `/remotes/books/${books}/remoteEntry.js`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('/* books */');
  });
});
