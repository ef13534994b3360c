import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

export default federatedConfig({
  name: 'books',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/routes.tsx' },
  port: 3001,
  title: 'WTM Books',
});
