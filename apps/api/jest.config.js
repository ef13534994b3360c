import { jestConfig } from '@wtm/jest-config';

const base = jestConfig({ environment: 'node' });

// Jest runs the CommonJS that @swc/jest emits, and skips node_modules by default. Two
// dependencies need the transform anyway: kysely ships ES modules only, and
// @fastify/cookie loads the ES-module-only `cookie` with import(), which Jest's CommonJS
// runtime rejects unless swc turns it into require().
const ESM_PACKAGES = ['kysely', 'cookie', '@fastify\\+cookie', '@fastify/cookie'];

export default {
  ...base,
  // Tests run real argon2id hashes against real databases; on a shared, busy machine a
  // test of twenty sign-ins can pass Jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES.join('|')})[@/])`],
};
