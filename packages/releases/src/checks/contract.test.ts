import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkAppsIndependent, checkFederationOptions, checkInstalledVersions, checkSharedFacades, installedVersion, packageOf } from './contract.ts';
import type { FederationFacts, FederationOptions } from './federation-options.ts';
import { findRepoRoot } from '../paths.ts';

// The shell/remote contract of packages/shell-contract/README.md, checked against this
// checkout: the webpack configs as they really evaluate, and the installed packages.
const root = findRepoRoot(__dirname);
const facts = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'federation-options.ts'), root], { encoding: 'utf8' }),
) as FederationFacts;
const appNames = facts.apps.map((app) => app.app);

describe('the shell/remote contract in this checkout', () => {
  it('reads the apps and the shared table (tooling/webpack/shared.js)', () => {
    expect(appNames).toEqual(['shell', 'books', 'crm', 'account']);
    expect(facts.table).toMatchObject({ react: expect.any(String), 'styled-components': expect.any(String), '@wtm/ui': expect.any(String) });
  });

  it.each(['books', 'crm', 'account'])('the %s remote exposes exactly ./routes', (name) => {
    const app = facts.apps.find((candidate) => candidate.app === name);
    expect(app?.name).toBe(name);
    expect(Object.keys(app?.exposes ?? {})).toEqual(['./routes']);
  });

  it('the shell exposes nothing and knows no remote at build time', () => {
    const shell = facts.apps.find((app) => app.app === 'shell');
    expect(shell?.exposes).toEqual({});
    expect(shell?.remotes).toEqual({});
  });

  it('every app shares exactly the table, each entry a strict singleton', () => {
    expect(checkFederationOptions(facts.apps, facts.table)).toEqual([]);
  });

  it('every app provides react-router-dom, react-redux, Redux Toolkit and styled-components from the shared facades, and imports only names they export', () => {
    expect(Object.keys(facts.facades).sort()).toEqual(['@reduxjs/toolkit', 'react-redux', 'react-router-dom', 'styled-components']);
    expect(facts.facades['react-router-dom']?.exports).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Navigate', 'useLocation', 'useNavigate', 'useSearchParams']));
    expect(facts.facades['react-redux']?.exports).toEqual(expect.arrayContaining(['Provider', 'useDispatch', 'useSelector']));
    expect(facts.facades['@reduxjs/toolkit']?.exports).toEqual(expect.arrayContaining(['configureStore', 'createSlice']));
    expect(facts.facades['styled-components']?.exports).toEqual(expect.arrayContaining(['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider']));
    expect(checkSharedFacades(root, facts.apps, facts.table, facts.facades)).toEqual([]);
  });

  it('no app depends on or imports another app, so each builds and releases alone', () => {
    expect(checkAppsIndependent(root, appNames)).toEqual([]);
  });

  it('the installed version of every shared singleton satisfies its range, in every app', () => {
    expect(checkInstalledVersions(root, appNames, facts.table)).toEqual([]);
    expect(installedVersion(path.join(root, 'apps/books'), 'react')).toMatch(/^\d+\.\d+\.\d+/);
    expect(installedVersion(path.join(root, 'apps/books'), 'react-router')).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('the contract README (packages/shell-contract/README.md)', () => {
  it('lists the same shared singletons and ranges as tooling/webpack/shared.js', () => {
    const readme = readFileSync(path.join(root, 'packages/shell-contract/README.md'), 'utf8');
    const section = readme.split('## 3. Shared singletons')[1]?.split('\n## ')[0] ?? '';
    const listed: Record<string, string> = {};
    for (const [, modules, range] of section.matchAll(/^\| (`[^|]+`) \| `([^`]+)` \|$/gm)) {
      for (const [, module] of modules!.matchAll(/`([^`]+)`/g)) listed[module!] = range!;
    }
    expect(listed).toEqual(facts.table);
  });
});

describe('the contract checks themselves', () => {
  const table = { react: '^19.0.0', 'react/jsx-runtime': '^19.0.0' };
  const strict = (range: string) => ({ singleton: true, strictVersion: true, requiredVersion: range });
  const app = (overrides: Partial<FederationOptions>): FederationOptions => ({
    app: 'books',
    name: 'books',
    exposes: { './routes': './src/routes.tsx' },
    remotes: {},
    shared: { react: strict('^19.0.0'), 'react/jsx-runtime': strict('^19.0.0') },
    ...overrides,
  });
  const fine = [
    app({ app: 'shell', name: 'shell', exposes: {} }),
    app({}),
    app({ app: 'crm', name: 'crm' }),
    app({ app: 'account', name: 'account' }),
  ];

  it('passes a conforming set of apps', () => {
    expect(checkFederationOptions(fine, table)).toEqual([]);
  });

  it('reports a remote exposing more than ./routes', () => {
    const apps = fine.map((entry) => (entry.app === 'crm' ? { ...entry, exposes: { './routes': 'a', './store': 'b' } } : entry));
    expect(checkFederationOptions(apps, table)).toEqual(['apps/crm: exposes [./routes, ./store]; a remote exposes exactly ./routes']);
  });

  it('reports a shell that bakes in a remote, or exposes a module', () => {
    const apps = fine.map((entry) => (entry.app === 'shell' ? { ...entry, exposes: { './x': 'x' }, remotes: { books: 'books@http://x' } } : entry));
    const problems = checkFederationOptions(apps, table);
    expect(problems).toContain('apps/shell: a host exposes nothing, found [./x]');
    expect(problems).toContain('apps/shell: declares remotes at build time [books]; remotes come from /remotes.json');
  });

  it('reports a share that is not the strict singleton of the table', () => {
    const apps = fine.map((entry) => (entry.app === 'books' ? { ...entry, shared: { react: { singleton: true, requiredVersion: '^18.0.0' } } } : entry));
    const problems = checkFederationOptions(apps, table);
    expect(problems).toContain('apps/books: shares [react], the table has [react, react/jsx-runtime]');
    expect(problems.some((problem) => problem.startsWith('apps/books: shares react as'))).toBe(true);
  });

  it('reports an installed version outside the range', () => {
    expect(checkInstalledVersions(root, ['books'], { react: '^1.0.0' })).toEqual([
      expect.stringMatching(/^apps\/books: react@\S+ does not satisfy the shared range \^1\.0\.0 of react$/),
    ]);
    expect(checkInstalledVersions(root, ['books'], { 'left-pad': '^1.0.0' })).toEqual(['apps/books: left-pad is not installed (shared left-pad ^1.0.0)']);
    expect(checkInstalledVersions(root, ['books'], { react: 'one point oh' })).toEqual(['apps/books: the shared range one point oh of react is not a semver range']);
  });

  it('reports an app that depends on or imports another app', () => {
    const fake = mkdtempSync(path.join(os.tmpdir(), 'contract-apps-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
      writeFileSync(path.join(fake, file), text);
    };
    write('apps/books/package.json', JSON.stringify({ name: '@wtm/books', dependencies: { '@wtm/crm': 'workspace:*', '@wtm/ui': 'workspace:*' } }));
    write('apps/books/src/a.tsx', "import { Price } from '../../crm/src/price.tsx';\nimport { Button } from '@wtm/ui';\nimport { x } from './b.ts';\n");
    write('apps/books/src/c.ts', "const m = await import('@wtm/crm/routes');\n");
    write('apps/crm/package.json', JSON.stringify({ name: '@wtm/crm' }));
    expect(checkAppsIndependent(fake, ['books', 'crm'])).toEqual([
      'apps/books: depends on @wtm/crm (apps/crm)',
      'apps/books: apps/books/src/a.tsx imports ../../crm/src/price.tsx (apps/crm)',
      'apps/books: apps/books/src/c.ts imports @wtm/crm/routes (apps/crm)',
    ]);
    rmSync(fake, { recursive: true, force: true });
  });

  it('reports an app that does not provide a facade, and imports a facade does not export', () => {
    const fake = mkdtempSync(path.join(os.tmpdir(), 'contract-facade-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
      writeFileSync(path.join(fake, file), text);
    };
    write(
      'apps/books/src/a.tsx',
      "import { Link, useMatches as matches, type LinkProps } from 'lib';\nimport type { Loader } from 'lib';\nimport * as lib from 'lib';\nexport { useFetcher } from 'lib';\nimport makeLib, { NavLink as Nav } from 'lib';\n",
    );
    write('packages/ui/src/b.ts', "import {\n  Link,\n  NavLink,\n} from 'lib';\n");
    const facades = { lib: { file: '/facade.js', exports: ['Link', 'NavLink'] } };
    const provided = { ...strict('^1.0.0'), import: '/facade.js', version: '1.2.0' };
    const apps = [app({ shared: { lib: provided } }), app({ app: 'crm', name: 'crm', shared: { lib: { ...provided, import: undefined, version: '2.0.0' } } })];
    expect(checkSharedFacades(fake, apps, { lib: '^1.0.0' }, facades)).toEqual([
      'apps/crm: provides lib from the package, not /facade.js',
      "apps/crm: provides lib as version 2.0.0, outside the table's ^1.0.0",
      'apps/books/src/a.tsx: imports useMatches from lib, which the shared facade does not export',
      'apps/books/src/a.tsx: a namespace import (* as) of lib; import named exports',
      'apps/books/src/a.tsx: imports useFetcher from lib, which the shared facade does not export',
      'apps/books/src/a.tsx: imports default from lib, which the shared facade does not export',
    ]);
    rmSync(fake, { recursive: true, force: true });
  });

  it('maps a module request to its package', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@wtm/ui')).toBe('@wtm/ui');
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });
});
