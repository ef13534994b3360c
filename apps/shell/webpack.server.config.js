import { federatedServerConfig } from '@wtm/webpack-config';
import { federation } from './webpack.config.js';

// The Node build of the shell, dist/server/: server/index.ts, the entry the prerender
// loads (docs/decisions/0029).
export default federatedServerConfig(federation);
