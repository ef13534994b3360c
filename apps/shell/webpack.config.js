import path from 'node:path';
import { federatedConfig } from '@wtm/webpack-config';

export default federatedConfig({
  name: 'shell',
  dir: path.dirname(new URL(import.meta.url).pathname),
  port: 3000,
  title: 'Home',
});
