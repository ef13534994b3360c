import { jestConfig } from '@wtm/jest-config';

export default jestConfig({ environment: 'dom', setupFiles: ['<rootDir>/src/test/setup.ts'] });
