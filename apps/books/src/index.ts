// An async boundary lets Module Federation negotiate the shared singletons before any of them is imported.
import('./bootstrap.tsx');
