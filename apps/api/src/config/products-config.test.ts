import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, readConfig } from '../env.ts';

describe('product variables', () => {
  let repo: string;
  let cwd: string;

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'wtm-products-env-'));
    writeFileSync(join(repo, 'pnpm-workspace.yaml'), 'packages: []\n');
    cwd = join(repo, 'apps', 'api');
    mkdirSync(cwd, { recursive: true });
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('leaves every product setting to its default when nothing is set', () => {
    expect(readConfig({}, cwd).products).toEqual({ urls: {} });
  });

  it('reads the product URLs, the hand-off secret and the download settings', () => {
    const secret = 'x'.repeat(40);
    const config = readConfig(
      {
        PRODUCT_URL_ACCOUNT: 'https://books.example.com/sso/',
        PRODUCT_URL_CRM: 'https://crm.example.com/enter?from=portal',
        HANDOFF_SECRET: secret,
        DOWNLOAD_EXE_URL: 'https://downloads.example.com/wtm-setup.exe',
        DOWNLOAD_EXE_FILE: 'installers/wtm.exe',
      },
      cwd,
    );
    expect(config.products).toEqual({
      urls: { ACCOUNT: 'https://books.example.com/sso', CRM: 'https://crm.example.com/enter?from=portal' },
      handoffSecret: secret,
      downloadExeUrl: 'https://downloads.example.com/wtm-setup.exe',
      downloadExeFile: join(cwd, 'installers/wtm.exe'),
    });
  });

  it('refuses non-http product and download URLs and a short secret, without echoing the secret', () => {
    let error: unknown;
    try {
      readConfig(
        {
          PRODUCT_URL_SERVICE: 'javascript:alert(1)',
          DOWNLOAD_EXE_URL: 'ftp://files.example.com/setup.exe',
          HANDOFF_SECRET: 'hunter2-short',
        },
        cwd,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PRODUCT_URL_SERVICE', 'DOWNLOAD_EXE_URL', 'HANDOFF_SECRET']) expect(message).toContain(`- ${name} `);
    expect(message).not.toContain('hunter2');
  });
});
