import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../layout/visually-hidden.tsx';

/**
 * Where a link goes, as content files describe it: `to` for a route inside the app
 * (react-router), `href` for anything the browser must load itself (PDFs, other sites,
 * server-only paths).
 */
export type LinkTarget =
  | {
      label: string;
      to: string;
      /** Full page load even though the path is in-app (spec: the plain `/crm` link). */
      reloadDocument?: boolean;
    }
  | {
      label: string;
      href: string;
      /** Opens in a new tab; screen readers are told so. */
      newTab?: boolean;
    };

/** Renders a {@link LinkTarget} as a router `Link` or a plain `<a>`. `children` replaces the label. */
export function TargetLink({ target, children, className }: { target: LinkTarget; children?: ReactNode; className?: string }) {
  const content = children ?? target.label;
  if ('to' in target) {
    return (
      <Link to={target.to} reloadDocument={target.reloadDocument} className={className}>
        {content}
      </Link>
    );
  }
  if (target.newTab) {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <a href={target.href} className={className}>
      {content}
    </a>
  );
}
