import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

/** Shared by the browser build and the server build (webpack.server.config.js). */
export const federation = {
  name: 'books',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/routes.tsx' },
  port: 3001,
  title: 'WTM Books',
};

export default federatedConfig(federation);
