import { VisuallyHidden } from '../layout/visually-hidden.tsx';
import type { LinkTarget } from '../navigation/link-target.tsx';
import { ButtonLink, ExternalButtonLink } from './button-link.tsx';
import type { ButtonAppearanceProps } from './button.tsx';

/** Props of {@link ActionLink}. */
export interface ActionLinkProps extends ButtonAppearanceProps {
  target: LinkTarget;
  className?: string;
}

/**
 * A call-to-action rendered from content data: a `ButtonLink` for `to` targets, an
 * `ExternalButtonLink` for `href` targets (new-tab targets say so to screen readers).
 */
export function ActionLink({ target, className, ...appearance }: ActionLinkProps) {
  if ('to' in target) {
    return (
      <ButtonLink to={target.to} reloadDocument={target.reloadDocument} className={className} {...appearance}>
        {target.label}
      </ButtonLink>
    );
  }
  if (target.newTab) {
    return (
      <ExternalButtonLink href={target.href} target="_blank" rel="noopener noreferrer" className={className} {...appearance}>
        {target.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </ExternalButtonLink>
    );
  }
  return (
    <ExternalButtonLink href={target.href} className={className} {...appearance}>
      {target.label}
    </ExternalButtonLink>
  );
}
