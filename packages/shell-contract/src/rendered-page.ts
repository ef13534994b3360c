import type { RemoteName, RuntimeManifest } from './runtime-manifest.ts';
import type { ReleasedContent } from './section-content.ts';

/**
 * What a prerendered document says it was rendered with, in a
 * `<script type="application/json" id="…">` element (`renderedPageElementId`): the shell
 * hydrates the page with the same releases, so the first render in the browser is the
 * server's (docs/decisions/0029). A page without it was never prerendered.
 */
export interface RenderedPage {
  /** The shell build the page was rendered with. */
  shell: string;
  /** The section that owns the page, or `shell` for the shell's own pages. */
  owner: RemoteName | 'shell';
  /** Every remote release the page was rendered with (a runtime manifest). */
  remotes: RuntimeManifest['remotes'];
  /** When it was rendered (ISO): time-dependent content (webinars) hydrates as of then. */
  renderedAt: string;
  /** The owner's content version the page was rendered with: hydration renders the same, with no request. */
  content?: ReleasedContent<unknown>;
}

/** The id of the element holding a prerendered page's `RenderedPage`. */
export const renderedPageElementId = 'wtm-rendered-page';
