import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const INSTALLER = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 7)]);
const page = { accept: 'text/html,application/xhtml+xml' };
const compressing = { ...page, 'accept-encoding': 'gzip, br' };

describe(`GET /account/downloadExe (${testDialect()})`, () => {
  describe('with nothing configured', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    const download = (headers: Record<string, string> = page) => testApp.app.inject({ method: 'GET', url: '/account/downloadExe', headers });

    it('answers a clear page (503), never a 404, the SPA or a broken file', async () => {
      const response = await download();
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('The Windows desktop app is not available for download yet');
      expect(response.body).toContain('href="/account/home"');
      expect(response.body).not.toContain('<div id="root">');
    });

    it('serves the installer from <DATA_DIR>/downloads as soon as it is there, as an attachment', async () => {
      const folder = join(testApp.site.dataDir, 'downloads');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'wtm-desktop-setup.exe'), INSTALLER);
      try {
        const response = await download(compressing);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
        expect(response.headers['content-disposition']).toBe('attachment; filename="wtm-desktop-setup.exe"');
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(Number(response.headers['content-length'])).toBe(INSTALLER.length);
        expect(response.rawPayload.equals(INSTALLER)).toBe(true);
        const head = await testApp.app.inject({ method: 'HEAD', url: '/account/downloadExe' });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      expect((await download()).statusCode).toBe(503);
    });
  });

  describe('with DOWNLOAD_EXE_FILE', () => {
    let testApp: TestApp;
    let folder: string;
    let file: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'wtm-installer-'));
      file = join(folder, 'WTM Books Setup 2.1.exe');
      testApp = await createTestApp({ config: { products: { urls: {}, downloadExeFile: file } } });
    });
    afterAll(async () => {
      await testApp.close();
      await rm(folder, { recursive: true, force: true });
    });

    it('serves that file under a safe name, and the clear page while it is missing', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/account/downloadExe', headers: page })).statusCode).toBe(503);
      await writeFile(file, INSTALLER);
      const response = await testApp.app.inject({ method: 'GET', url: '/account/downloadExe', headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="WTM_Books_Setup_2.1.exe"');
      expect(response.rawPayload.equals(INSTALLER)).toBe(true);
    });
  });

  describe('with DOWNLOAD_EXE_URL', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ config: { products: { urls: {}, downloadExeUrl: 'https://downloads.wtm.example/wtm-setup.exe' } } });
    });
    afterAll(() => testApp.close());

    it('redirects there (302), whatever Host says', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/account/downloadExe', headers: { ...page, host: 'evil.example' } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://downloads.wtm.example/wtm-setup.exe');
    });
  });
});
