import { renderRemoteRoutes } from '@wtm/shell-contract/testing';
import BooksRoutes from '../routes.tsx';

export { siteHomeHeading } from '@wtm/shell-contract/testing';

/** Renders this remote's exposed routes at `path`, mounted as the shell mounts it. */
export const renderRoute = (path: string) => renderRemoteRoutes(BooksRoutes, 'books/*', path);
