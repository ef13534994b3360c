import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

export default federatedConfig({
  name: 'account',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/routes.tsx' },
  port: 3003,
  title: 'WTM Account',
});
