// The layers of apps/api/src (apps/api/README.md, Layout): requests go routes → services
// → repositories → db; plugins/ wire services into Fastify as decorators and preHandlers
// that routes use; mail/ (the outbox service, its worker and templates) sits with
// services; lib/ and config/ are small helpers below everything. main.ts, app.ts, env.ts,
// cli/, test/ and *.test.ts files put the layers together and may import any of them.
import type { IForbiddenRuleType } from 'dependency-cruiser';

const SRC = '^apps/api/src/';
const TEST_FILE = '\\.test\\.ts$';

interface Layer {
  /** Folders under src/ the layer is made of. */
  folders: string[];
  /** What its files may import under src/: folders, and files at its top. */
  mayImport: string[];
  why: string;
}

const layers: Record<string, Layer> = {
  routes: {
    folders: ['routes'],
    mayImport: ['routes/', 'plugins/', 'services/', 'mail/', 'lib/', 'config/', 'env.ts'],
    why: 'a route does HTTP and reaches the data through a service, never a repository or the database itself',
  },
  plugins: {
    folders: ['plugins'],
    mayImport: ['plugins/', 'services/', 'mail/', 'repositories/', 'db/', 'lib/', 'config/', 'env.ts'],
    why: 'plugins build services and hand them to the routes, so they never import a route',
  },
  services: {
    folders: ['services', 'mail'],
    mayImport: ['services/', 'mail/', 'repositories/', 'db/', 'lib/', 'config/'],
    why: 'services hold the rules; routes and plugins use them, never the other way round',
  },
  repositories: {
    folders: ['repositories'],
    mayImport: ['repositories/', 'db/', 'lib/', 'config/'],
    why: 'repositories hold queries only: no rules, no HTTP',
  },
  db: {
    folders: ['db'],
    mayImport: ['db/', 'lib/', 'config/'],
    why: 'the database layer knows nothing of the code that queries it',
  },
  lib: {
    folders: ['lib', 'config'],
    mayImport: ['lib/', 'config/'],
    why: 'lib/ and config/ are small helpers every layer may use, so they import none of them',
  },
};

/** `routes/` → `routes/`, `env.ts` → `env\\.ts$`. */
const pattern = (part: string) => (part.endsWith('/') ? part : `${part.replace(/[.]/g, '\\.')}$`);

export const apiLayerRules: IForbiddenRuleType[] = [
  ...Object.entries(layers).map(([name, layer]) => ({
    name: `api-layer-${name}`,
    comment: `apps/api: ${layer.folders.map((folder) => `${folder}/`).join(' and ')} may import only ${layer.mayImport.join(', ')} (and packages): ${layer.why}. Layers: routes → services → repositories → db (apps/api/README.md, Layout).`,
    severity: 'error' as const,
    from: { path: `${SRC}(${layer.folders.join('|')})/`, pathNot: TEST_FILE },
    to: { path: SRC, pathNot: `${SRC}(${layer.mayImport.map(pattern).join('|')})` },
  })),
  {
    name: 'api-migration-imports-code',
    comment: 'A migration that shipped never changes, so it imports only kysely, never code that may change after it (apps/api/README.md, Adding a feature).',
    severity: 'error',
    from: { path: `${SRC}db/migrations/`, pathNot: `${SRC}db/migrations/index\\.ts$` },
    to: { path: '^(apps|packages|tooling)/' },
  },
];
