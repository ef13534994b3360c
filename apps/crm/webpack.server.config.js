import { federatedServerConfig } from '@wtm/webpack-config';
import { federation } from './webpack.config.js';

// The Node build of the remote, for prerendering (docs/decisions/0029): dist/server/.
export default federatedServerConfig(federation);
