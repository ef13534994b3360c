import { jestConfig } from '@wtm/jest-config';

export default jestConfig({ environment: 'node' });
