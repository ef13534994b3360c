// Shared Jest preset: @swc/jest transform (TypeScript 7 has no JS API for ts-jest,
// see docs/decisions/0006-test-stack.md), tests next to the code, console.error fails.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Builds a Jest config for one workspace.
 * @param {{ environment?: 'node' | 'dom', setupFiles?: string[], esModules?: string[] }} [options]
 *   `esModules`: dependencies that ship ES modules only (patterns of their names). Jest
 *   runs the CommonJS that @swc/jest emits and skips node_modules, so these are
 *   transformed too; pnpm's store spells a scope `@scope+name`.
 */
export function jestConfig({ environment = 'node', setupFiles = [], esModules = [] } = {}) {
  return {
    testEnvironment: environment === 'dom' ? require.resolve('./jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleNameMapper: {
      '\\.(pdf|png|jpe?g|svg|webp)$': require.resolve('./file-stub.cjs'),
      // @wtm/ui/final-form's ALTCHA widget, loaded on first use: a stand-in (see the file).
      '/altcha-widget\\.ts$': require.resolve('./altcha-widget-stub.cjs'),
      // Jest ignores package.json "browser" fields and would load styled-components'
      // server build, which never injects global styles into a DOM; webpack loads the
      // browser build, so tests do too.
      ...(environment === 'dom' ? { '^styled-components$': 'styled-components/dist/styled-components.browser.cjs.js' } : {}),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2023',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    ...(esModules.length === 0 ? {} : { transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esModules.join('|')})[@/])`] }),
    setupFilesAfterEnv: [require.resolve('./console-guard.js'), ...setupFiles],
    clearMocks: true,
    restoreMocks: true,
  };
}
