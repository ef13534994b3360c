// The short-lived process that renders pages (docs/decisions/0029): prerender.ts forks
// it with a memory cap and kills it at its deadline. It loads the shell's server build,
// which loads each remote's server build, renders the requested owners' public pages
// and sends each back; then it exits, taking every loaded module with it.
import { createRequire } from 'node:module';
import { provideSectionContent } from '@wtm/shell-contract/section-content';
import { publicPathsKey } from '@wtm/shell-contract/server-public-paths';
import type { OwnedClientPage, OwnedPage, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** The shell's server entry (apps/shell/server/index.ts), as built. */
interface ShellServer {
  startRendering(options: { remotes: WorkerRequest['remotes']; renderedAt: string }): Promise<{
    pages: OwnedPage[];
    /** Absent from a shell built before client pages were part of the contract. */
    clientPages?: OwnedClientPage[];
    render(path: string): Promise<{ html: string; styles: string; errors: string[] }>;
    /** Absent from a shell built before the frame of client pages. */
    renderFrame?(): Promise<{ html: string; styles: string; errors: string[] }>;
  }>;
}

const send = (reply: WorkerReply) => new Promise<void>((resolve) => process.send!(reply, () => resolve()));

async function run(request: WorkerRequest): Promise<void> {
  (globalThis as Record<string, unknown>)[publicPathsKey] = request.publicPaths;
  // Before any build loads: a section's publicPages (its heads, its offers) read its content as its module loads.
  for (const content of Object.values(request.content)) if (content !== undefined) provideSectionContent(content);
  const shell = createRequire(import.meta.url)(request.shellEntry) as ShellServer;
  const renderer = await shell.startRendering({ remotes: request.remotes, renderedAt: request.renderedAt });
  const pages = renderer.pages.filter((page) => request.owners.includes(page.owner));
  const clientPages = renderer.clientPages?.filter((page) => request.owners.includes(page.owner));
  await send({ type: 'pages', pages, clientPages });
  for (const page of pages) await send({ type: 'rendered', path: page.path, ...(await renderer.render(page.path)) });
  if (request.owners.includes('shell') && renderer.renderFrame) await send({ type: 'frame', ...(await renderer.renderFrame()) });
  await send({ type: 'done' });
}

process.once('message', (request: WorkerRequest) => {
  run(request).then(
    () => process.exit(0),
    async (error: unknown) => {
      await send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    },
  );
});
