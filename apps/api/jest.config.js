import { jestConfig } from '@wtm/jest-config';

// Dependencies that ship ES modules only: kysely, `cookie`, and parse5 with its
// `entities` (the release platform's page checks and page titles). @fastify/cookie loads
// `cookie` with import(), which Jest's CommonJS cannot run, so it is transformed too
// (into a require).
const base = jestConfig({ environment: 'node', esModules: ['kysely', 'cookie', 'parse5', 'entities', '@fastify[+/]cookie'] });

export default {
  ...base,
  // Tests run real argon2id hashes against real databases; on a shared, busy machine a
  // test of twenty sign-ins can pass Jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
};
