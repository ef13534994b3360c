import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

/** Shared by the browser build and the server build (webpack.server.config.js). */
export const federation = {
  name: 'shell',
  dir: path.dirname(new URL(import.meta.url).pathname),
  port: 3000,
  title: 'Home',
};

export default federatedConfig(federation);
