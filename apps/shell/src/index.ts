import { startEarlyLoads } from './features/remotes/early-start.ts';
import { nextTask } from './features/start-up/next-task.ts';

// Ask where the sections live (and, on a section's page, start fetching its files) while
// the shell's own code downloads.
startEarlyLoads();

/**
 * Evaluates the start-up code a part per task (docs/decisions/0045): this file's task is
 * the federation runtime's; then React DOM, the router, the other shared libraries, the
 * design system and the app each run their modules in a task of their own, none long
 * enough on a phone to hold back a tap. Their files download meanwhile, all at once (the
 * page's preloads). Each import is an async boundary, so Module Federation negotiates the
 * shared singletons before any of them is evaluated.
 */
async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  // styled-components takes over the page's server styles as it loads.
  await import('styled-components');
  await nextTask();
  await Promise.all([import('react-redux'), import('@reduxjs/toolkit')]);
  await nextTask();
  await import('@wtm/ui');
  await nextTask();
  await import('./bootstrap.tsx');
}
void start();
