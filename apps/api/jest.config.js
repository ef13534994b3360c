import { jestConfig } from '@wtm/jest-config';

const base = jestConfig({ environment: 'node' });

// Jest runs the CommonJS that @swc/jest emits, and skips node_modules by default. Two
// dependencies ship ES modules only and need the transform anyway: kysely, `cookie`
// (the XSRF hooks' parser), and parse5 with its `entities` (the prerender's page checks,
// loaded with the release commands).
const ESM_PACKAGES = ['kysely', 'cookie', 'parse5', 'entities'];

export default {
  ...base,
  // Tests run real argon2id hashes against real databases; on a shared, busy machine a
  // test of twenty sign-ins can pass Jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES.join('|')})[@/])`],
};
