// Reads what a prerendered document says it was rendered with (docs/decisions/0029).
// Plain data: index.ts reads it before Module Federation has negotiated the shared modules.
import { renderedPageElementId, type RenderedPage } from '@wtm/shell-contract/rendered-page';

/** The page's `RenderedPage`, or undefined when it was rendered in the browser only. */
export function readRenderedPage(doc: Document = document): RenderedPage | undefined {
  const text = doc.getElementById(renderedPageElementId)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<RenderedPage>;
    return typeof value.renderedAt === 'string' && typeof value.owner === 'string' && typeof value.remotes === 'object' && value.remotes
      ? (value as RenderedPage)
      : undefined;
  } catch {
    return undefined; // Not ours to trust: render in the browser as if it were not there.
  }
}
