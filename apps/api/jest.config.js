import { jestConfig } from '@wtm/jest-config';

const base = jestConfig({ environment: 'node' });

// Jest runs the CommonJS that @swc/jest emits, and skips node_modules by default. Two
// dependencies need the transform anyway: kysely ships ES modules only, and
// @fastify/cookie loads the ES-module-only `cookie` with import(), which Jest's CommonJS
// runtime rejects unless swc turns it into require().
const ESM_PACKAGES = ['kysely', 'cookie', '@fastify\\+cookie', '@fastify/cookie'];

export default {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES.join('|')})[@/])`],
};
