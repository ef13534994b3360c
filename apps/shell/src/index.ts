import { startEarlyLoads } from './features/remotes/early-start.ts';

// Ask where the sections live (and, on a section's page, start fetching its files) while
// the shell's own code downloads.
startEarlyLoads();

// The first Intl formatter a page creates loads ICU's data: 20-30 ms in Chrome, four
// times that on Lighthouse's mobile CPU, and first pages format dates (Home's webinars)
// and prices (plans) while rendering. Paid here instead, while the main thread waits for
// the downloads; later formatters take well under a millisecond.
new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(0);
new Intl.NumberFormat('en').format(0);

// An async boundary lets Module Federation negotiate the shared singletons before any of them is imported.
import('./bootstrap.tsx');
