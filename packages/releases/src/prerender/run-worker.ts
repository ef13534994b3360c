import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OwnedClientPage, OwnedPage, WorkerReply, WorkerRequest } from './worker-protocol.ts';

export interface WorkerLimits {
  /** The render is stopped (and fails) after this long. */
  timeoutMs: number;
  /** V8's old-space cap of the render process (`--max-old-space-size`). */
  maxOldSpaceMb: number;
}

export interface RenderedRoute {
  path: string;
  html: string;
  styles: string;
  errors: string[];
}

export interface WorkerResult {
  pages: OwnedPage[];
  clientPages: OwnedClientPage[] | undefined;
  routes: RenderedRoute[];
  /** The frame of the pages rendered in the browser, when the shell's pages were rendered by a shell that draws one. */
  frame?: Omit<RenderedRoute, 'path'>;
}

const workerFile = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

/**
 * Renders in a fresh Node process with a memory cap and a deadline (docs/decisions/0029):
 * module federation's loaded remotes, timers and caches die with it, and a remote that
 * hangs or leaks cannot take the caller down.
 */
export function runWorker(request: WorkerRequest, limits: WorkerLimits): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = fork(workerFile, [], { execArgv: [`--max-old-space-size=${limits.maxOldSpaceMb}`], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const result: WorkerResult = { pages: [], clientPages: undefined, routes: [] };
    let stderr = '';
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(result);
    };
    const deadline = setTimeout(
      () => settle(new Error(`Prerendering took longer than ${limits.timeoutMs / 1000} s and was stopped.`)),
      limits.timeoutMs,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('message', (reply: WorkerReply) => {
      if (reply.type === 'pages') {
        result.pages = reply.pages;
        // A shell built before client pages were part of the contract lists none: unknown.
        result.clientPages = reply.clientPages;
      }
      else if (reply.type === 'rendered') result.routes.push({ path: reply.path, html: reply.html, styles: reply.styles, errors: reply.errors });
      else if (reply.type === 'frame') result.frame = { html: reply.html, styles: reply.styles, errors: reply.errors };
      else if (reply.type === 'done') settle();
      else settle(new Error(`Prerendering failed: ${reply.message}`));
    });
    child.on('error', (error) => settle(error));
    // 'close', not 'exit': it comes after every message the process sent.
    child.on('close', (code, signal) => {
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      settle(new Error(`The prerender process ${how} before it finished (memory cap ${limits.maxOldSpaceMb} MB).${stderr ? `\n${stderr.trim()}` : ''}`));
    });
    child.send(request);
  });
}
