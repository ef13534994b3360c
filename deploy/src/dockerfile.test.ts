import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';

// The image cannot be built here (no Docker daemon): the Dockerfile is linted by the
// parser of the Docker language server (dockerfile-utils), and what it must do is checked.
const root = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const instructions = dockerfile.split('\n').filter((line) => /^[A-Z]+\s/.test(line));

describe('the Dockerfile', () => {
  it('has no problem the Dockerfile linter finds', () => {
    expect(validate(dockerfile).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('builds in stages and runs only the API, unprivileged, behind tini', () => {
    expect(instructions.filter((line) => line.startsWith('FROM '))).toEqual([
      'FROM ${NODE_IMAGE} AS build',
      'FROM ${NODE_IMAGE} AS runtime-tree',
      'FROM ${NODE_IMAGE}',
    ]);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
    expect(instructions).toContain('USER node');
    expect(instructions).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(instructions).toContain('CMD ["node", "apps/api/src/main.ts"]');
    expect(dockerfile).toContain("/readyz");
  });

  it('installs the pnpm the repository pins, from the lockfile as it is', () => {
    const pinned = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { packageManager: string }).packageManager;
    for (const line of instructions.filter((instruction) => instruction.includes('npm install --global pnpm'))) {
      expect(line).toContain(pinned);
    }
    expect(dockerfile).toContain('pnpm install --frozen-lockfile');
    expect(dockerfile).toContain('pnpm install --prod --frozen-lockfile --filter "@wtm/api..."');
  });

  it('copies from the build only what this repository has, or its build makes', () => {
    const sources = instructions.filter((line) => line.startsWith('COPY --from=build')).flatMap((line) => line.split(/\s+/).slice(2, -1));
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources.map((file) => file.replace(/^\/src\//, ''))) {
      const built = /^apps\/(\w+)\/dist$/.exec(source);
      if (built) expect(readFileSync(path.join(root, 'apps', built[1]!, 'package.json'), 'utf8')).toMatch(/"build": "[^"]*webpack --mode production[^"]*"/);
      else expect(existsSync(path.join(root, source))).toBe(true);
    }
  });
});
