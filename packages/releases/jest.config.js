import { jestConfig } from '@wtm/jest-config';

// The prerender's tests are node's test runner's (the test script runs them after Jest):
// the prerender forks its render worker by import.meta.url, which Jest's CommonJS cannot run.
// parse5 and its `entities` ship ES modules only (the pages' titles).
export default { ...jestConfig({ environment: 'node', esModules: ['parse5', 'entities'] }), testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/prerender/'] };
