import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

/** Shared by the browser build and the server build (webpack.server.config.js). */
export const federation = {
  name: 'account',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/routes.tsx' },
  port: 3003,
  title: 'WTM Account',
  // Standalone development: the screens call relative /api paths, so the dev server
  // forwards them to a running API (default port 8080; API_URL to change it).
  devServer: { proxy: [{ context: ['/api', '/users', '/healthz'], target: process.env.API_URL ?? 'http://localhost:8080' }] },
};

export default federatedConfig(federation);
