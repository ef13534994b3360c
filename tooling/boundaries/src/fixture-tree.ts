// A miniature of the repository for the boundary tests: the folders and the kinds of
// import the rules are about, as files (path → source).

const exportsOf = (name: string) => JSON.stringify({ name, exports: { '.': './src/index.ts' } });

/** Imports the rules allow: the repository's real shapes. */
export const allowedTree: Record<string, string> = {
  'apps/shell/package.json': exportsOf('@wtm/shell'),
  'apps/shell/src/index.ts': "export { header } from './header.ts';\n",
  'apps/shell/src/header.ts': "import { Button } from '@wtm/ui';\nexport const header = Button;\n",
  'apps/shell/webpack.config.js': "module.exports = require('../../tooling/webpack/index.js');\n",
  'apps/books/src/pricing.ts': "import { Button } from '@wtm/ui';\nexport const pricing = Button;\n",
  'apps/crm/src/page.ts': "export const page = 'crm';\n",
  'apps/crm/src/index.ts': "import { page } from './page.ts';\nexport const crm = page;\n",
  // A build-time content file may name a build tool's types, not import its code.
  'apps/books/src/content/documents.ts': "import type { check } from '../../../../tooling/pdf/src/check.ts';\nexport const documents: (typeof check)[] = [];\n",
  'apps/account/src/login.ts': "import { Button } from '../../../packages/ui/src/index.ts';\nexport const login = Button;\n",
  'packages/ui/package.json': exportsOf('@wtm/ui'),
  'packages/ui/src/index.ts': "export { Button } from './button.ts';\n",
  'packages/ui/src/button.ts': "export const Button = 'button';\n",
  'packages/api-client/src/index.ts': "import { Button } from '../../ui/src/index.ts';\nexport const client = Button;\n",
  'tooling/webpack/index.js': "const path = require('node:path');\nmodule.exports = { path };\n",
  'tooling/pdf/src/check.ts': "import { Button } from '../../../packages/ui/src/index.ts';\nexport const check = Button;\n",
  'bench/src/main.ts': "import { readFileSync } from 'node:fs';\nimport { client } from '../../packages/api-client/src/index.ts';\nexport const main = [readFileSync, client];\n",
  'e2e/support/site.ts': "export const site = 'http://127.0.0.1';\n",
  'e2e/tests/home.spec.ts': "import { site } from '../support/site.ts';\nexport const home = site;\n",
  'e2e/support/site-db.ts': "import type { Database } from '../../apps/api/src/db/schema.ts';\nexport type Row = Database;\n",
  'e2e/tests/db.spec.ts': "import type { Row } from '../support/site-db.ts';\nexport const rows: Row[] = [];\n",
  // apps/api: composition roots, then each layer importing what it may.
  'apps/api/src/main.ts': "import { buildApp } from './app.ts';\nimport { readConfig } from './env.ts';\nexport const main = [buildApp, readConfig];\n",
  'apps/api/src/app.ts': "import { loginRoutes } from './routes/login/index.ts';\nimport { authPlugin } from './plugins/app/auth.ts';\nexport const buildApp = [loginRoutes, authPlugin];\n",
  'apps/api/src/env.ts': "import { parsePort } from './config/parsers.ts';\nimport { parseDatabaseUrl } from './db/database-url.ts';\nexport const readConfig = [parsePort, parseDatabaseUrl];\n",
  'apps/api/src/cli/admin-command.ts':
    "import { insertUser } from '../repositories/users.repository.ts';\nimport { createAccounts } from '../services/accounts.service.ts';\nimport { migrate } from '../db/migrate.ts';\nexport const admin = [insertUser, createAccounts, migrate];\n",
  'apps/api/src/test/test-app.ts': "import { buildApp } from '../app.ts';\nexport const testApp = buildApp;\n",
  'apps/api/src/routes/no-store.ts': "export const noStore = 'no-store';\n",
  'apps/api/src/routes/login/index.ts': [
    "import type { AppConfig } from '../../env.ts';",
    "import { requireUser } from '../../plugins/app/auth.ts';",
    "import { createAccounts } from '../../services/accounts.service.ts';",
    "import { brand } from '../../mail/brand.ts';",
    "import { escapeHtml } from '../../lib/html-escape.ts';",
    "import { parsePort } from '../../config/parsers.ts';",
    "import { noStore } from '../no-store.ts';",
    'export const loginRoutes = [requireUser, createAccounts, brand, escapeHtml, parsePort, noStore] as unknown as AppConfig;',
    '',
  ].join('\n'),
  'apps/api/src/routes/login/sign-in.test.ts':
    "import { findUser } from '../../repositories/users.repository.ts';\nimport type { Database } from '../../db/schema.ts';\nimport { testApp } from '../../test/test-app.ts';\nexport const test = [findUser, testApp] as unknown as Database;\n",
  'apps/api/src/plugins/app/auth.ts': [
    "import type { AppConfig } from '../../env.ts';",
    "import { createSessions } from '../../services/sessions.service.ts';",
    "import { deleteExpired } from '../../repositories/users.repository.ts';",
    "import type { Database } from '../../db/schema.ts';",
    "import { createOutbox } from '../../mail/outbox.service.ts';",
    "import { escapeHtml } from '../../lib/html-escape.ts';",
    'export const authPlugin = [createSessions, deleteExpired, createOutbox, escapeHtml] as unknown as [AppConfig, Database];',
    'export const requireUser = authPlugin;',
    '',
  ].join('\n'),
  'apps/api/src/services/sessions.service.ts': "export const createSessions = 'sessions';\n",
  'apps/api/src/services/accounts.service.ts': [
    "import { findUser } from '../repositories/users.repository.ts';",
    "import { createOutbox } from '../mail/outbox.service.ts';",
    "import type { Database } from '../db/schema.ts';",
    "import { secretToken } from '../lib/secret-token.ts';",
    "import { parsePort } from '../config/parsers.ts';",
    "import { createSessions } from './sessions.service.ts';",
    'export const createAccounts = [findUser, createOutbox, secretToken, parsePort, createSessions] as unknown as Database;',
    '',
  ].join('\n'),
  'apps/api/src/mail/brand.ts': "export const brand = 'WTM';\n",
  'apps/api/src/mail/outbox.service.ts':
    "import { insertMail } from '../repositories/mail-outbox.repository.ts';\nimport { createSessions } from '../services/sessions.service.ts';\nimport { escapeHtml } from '../lib/html-escape.ts';\nexport const createOutbox = [insertMail, createSessions, escapeHtml];\n",
  'apps/api/src/repositories/users.repository.ts':
    "import type { Database } from '../db/schema.ts';\nimport { uniqueViolation } from '../lib/unique-violation.ts';\nexport type UserRow = Database;\nexport const findUser = uniqueViolation;\nexport const insertUser = findUser;\nexport const deleteExpired = findUser;\n",
  'apps/api/src/repositories/mail-outbox.repository.ts': "import type { Database } from '../db/schema.ts';\nexport const insertMail = {} as Database;\n",
  'apps/api/src/db/schema.ts': "export interface Database { users: object }\n",
  'apps/api/src/db/database-url.ts': "import { parsePort } from '../config/parsers.ts';\nexport const parseDatabaseUrl = parsePort;\n",
  'apps/api/src/db/migrate.ts': "import { migrations } from './migrations/index.ts';\nimport { escapeHtml } from '../lib/html-escape.ts';\nexport const migrate = [migrations, escapeHtml];\n",
  'apps/api/src/db/migrations/index.ts': "import { migration as users } from './2026_01_01_0001_users.ts';\nexport const migrations = { users };\n",
  'apps/api/src/db/migrations/2026_01_01_0001_users.ts': "import { sql } from 'kysely';\nexport const migration = sql;\n",
  'apps/api/src/lib/html-escape.ts': "export const escapeHtml = (text: string) => text;\n",
  'apps/api/src/lib/secret-token.ts': "import { escapeHtml } from './html-escape.ts';\nexport const secretToken = escapeHtml;\n",
  'apps/api/src/lib/unique-violation.ts': "import { parsePort } from '../config/parsers.ts';\nexport const uniqueViolation = parsePort;\n",
  'apps/api/src/lib/html-escape.test.ts': "import { testApp } from '../test/test-app.ts';\nimport { escapeHtml } from './html-escape.ts';\nexport const test = [testApp, escapeHtml];\n",
  'apps/api/src/config/parsers.ts': "import { escapeHtml } from '../lib/html-escape.ts';\nexport const parsePort = escapeHtml;\n",
};

/** Bad imports, one file each: the file's source, the rule it breaks, and the resolved import. */
export const badImports: Record<string, { source: string; rule: string; to: string }> = {
  'apps/books/src/bad-relative.ts': {
    source: "import { header } from '../../shell/src/header.ts';\nexport const bad = header;\n",
    rule: 'app-imports-another-app',
    to: 'apps/shell/src/header.ts',
  },
  'apps/books/src/bad-linked.ts': {
    source: "import { header } from '@wtm/shell';\nexport const bad = header;\n",
    rule: 'app-imports-another-app',
    to: 'apps/shell/src/index.ts',
  },
  'apps/account/src/bad-dynamic.ts': {
    source: "export const bad = () => import('../../crm/src/page.ts');\n",
    rule: 'app-imports-another-app',
    to: 'apps/crm/src/page.ts',
  },
  'apps/crm/src/bad-by-name.ts': {
    source: "import { login } from '@wtm/account';\nexport const bad = login;\n",
    rule: 'import-of-an-app-package',
    to: '@wtm/account',
  },
  'packages/ui/src/bad-reexport.ts': {
    source: "export { header } from '../../../apps/shell/src/header.ts';\n",
    rule: 'package-imports-an-app',
    to: 'apps/shell/src/header.ts',
  },
  'packages/api-client/src/bad-by-name.ts': {
    source: "import { buildApp } from '@wtm/api';\nexport const bad = buildApp;\n",
    rule: 'import-of-an-app-package',
    to: '@wtm/api',
  },
  'tooling/pdf/src/bad.ts': {
    source: "import { pricing } from '../../../apps/books/src/pricing.ts';\nexport const bad = pricing;\n",
    rule: 'tooling-imports-an-app',
    to: 'apps/books/src/pricing.ts',
  },
  'tooling/webpack/bad.cjs': {
    source: "module.exports = require('../../apps/shell/webpack.config.js');\n",
    rule: 'tooling-imports-an-app',
    to: 'apps/shell/webpack.config.js',
  },
  'bench/src/bad.ts': {
    source: "import { escapeHtml } from '../../apps/api/src/lib/html-escape.ts';\nexport const bad = escapeHtml;\n",
    rule: 'bench-or-e2e-imports-an-app',
    to: 'apps/api/src/lib/html-escape.ts',
  },
  'e2e/support/bad-schema.ts': {
    source: "import * as schema from '../../apps/api/src/db/schema.ts';\nexport const bad = schema;\n",
    rule: 'bench-or-e2e-imports-the-schema-code',
    to: 'apps/api/src/db/schema.ts',
  },
  'e2e/tests/bad.spec.ts': {
    source: "import { header } from '../../apps/shell/src/header.ts';\nexport const bad = header;\n",
    rule: 'bench-or-e2e-imports-an-app',
    to: 'apps/shell/src/header.ts',
  },
  'apps/api/src/routes/bad-repository.ts': {
    source: "import type { UserRow } from '../repositories/users.repository.ts';\nexport type Bad = UserRow;\n",
    rule: 'api-layer-routes',
    to: 'apps/api/src/repositories/users.repository.ts',
  },
  'apps/api/src/routes/bad-db.ts': {
    source: "import type { Database } from '../db/schema.ts';\nexport type Bad = Database;\n",
    rule: 'api-layer-routes',
    to: 'apps/api/src/db/schema.ts',
  },
  'apps/api/src/routes/bad-test-helper.ts': {
    source: "import { testApp } from '../test/test-app.ts';\nexport const bad = testApp;\n",
    rule: 'api-layer-routes',
    to: 'apps/api/src/test/test-app.ts',
  },
  'apps/api/src/plugins/app/bad.ts': {
    source: "import { loginRoutes } from '../../routes/login/index.ts';\nexport const bad = loginRoutes;\n",
    rule: 'api-layer-plugins',
    to: 'apps/api/src/routes/login/index.ts',
  },
  'apps/api/src/services/bad-route.ts': {
    source: "import { noStore } from '../routes/no-store.ts';\nexport const bad = noStore;\n",
    rule: 'api-layer-services',
    to: 'apps/api/src/routes/no-store.ts',
  },
  'apps/api/src/services/bad-plugin.ts': {
    source: "import { requireUser } from '../plugins/app/auth.ts';\nexport const bad = requireUser;\n",
    rule: 'api-layer-services',
    to: 'apps/api/src/plugins/app/auth.ts',
  },
  'apps/api/src/mail/bad.ts': {
    source: "import { authPlugin } from '../plugins/app/auth.ts';\nexport const bad = authPlugin;\n",
    rule: 'api-layer-services',
    to: 'apps/api/src/plugins/app/auth.ts',
  },
  'apps/api/src/repositories/bad-service.ts': {
    source: "import { createAccounts } from '../services/accounts.service.ts';\nexport const bad = createAccounts;\n",
    rule: 'api-layer-repositories',
    to: 'apps/api/src/services/accounts.service.ts',
  },
  'apps/api/src/repositories/bad-mail.ts': {
    source: "import { createOutbox } from '../mail/outbox.service.ts';\nexport const bad = createOutbox;\n",
    rule: 'api-layer-repositories',
    to: 'apps/api/src/mail/outbox.service.ts',
  },
  'apps/api/src/db/bad.ts': {
    source: "import { findUser } from '../repositories/users.repository.ts';\nexport const bad = findUser;\n",
    rule: 'api-layer-db',
    to: 'apps/api/src/repositories/users.repository.ts',
  },
  'apps/api/src/lib/bad-route.ts': {
    source: "import { noStore } from '../routes/no-store.ts';\nexport const bad = noStore;\n",
    rule: 'api-layer-lib',
    to: 'apps/api/src/routes/no-store.ts',
  },
  'apps/api/src/lib/bad-env.ts': {
    source: "import { readConfig } from '../env.ts';\nexport const bad = readConfig;\n",
    rule: 'api-layer-lib',
    to: 'apps/api/src/env.ts',
  },
  'apps/api/src/config/bad.ts': {
    source: "import type { Database } from '../db/schema.ts';\nexport type Bad = Database;\n",
    rule: 'api-layer-lib',
    to: 'apps/api/src/db/schema.ts',
  },
  'apps/books/src/bad-tooling.ts': {
    source: "import { check } from '../../../tooling/pdf/src/check.ts';\nexport const bad = check;\n",
    rule: 'runtime-imports-tooling',
    to: 'tooling/pdf/src/check.ts',
  },
  'packages/ui/src/bad-orphan.ts': {
    source: "export const unused = 'nobody imports this';\n",
    rule: 'no-orphans',
    to: 'packages/ui/src/bad-orphan.ts',
  },
  'apps/api/src/db/migrations/2026_01_02_0001_bad.ts': {
    source: "import { escapeHtml } from '../../lib/html-escape.ts';\nexport const migration = escapeHtml;\n",
    rule: 'api-migration-imports-code',
    to: 'apps/api/src/lib/html-escape.ts',
  },
};

/**
 * Two files importing each other (one for its type only, which counts): one violation,
 * reported at the import that closes the cycle.
 */
export const badCycle = {
  files: {
    'packages/ui/src/bad-cycle-start.ts': "import { end } from './bad-cycle-end.ts';\nexport const start = () => end;\n",
    'packages/ui/src/bad-cycle-end.ts': "import type { start } from './bad-cycle-start.ts';\nexport const end: typeof start | undefined = undefined;\n",
  },
  violation: 'no-circular: packages/ui/src/bad-cycle-end.ts → packages/ui/src/bad-cycle-start.ts',
};
