import { renderStandalone } from '@wtm/shell-contract/standalone';
import SectionRoutes from './routes.tsx';

renderStandalone(SectionRoutes);
