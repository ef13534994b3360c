import { useId, type ReactNode } from 'react';
import { ActionLink } from '../button/action-link.tsx';
import { Heading, type HeadingLevel } from '../layout/heading.tsx';
import type { LinkTarget } from '../navigation/link-target.tsx';
import { Card } from './card.ts';

/** Props of {@link InfoBox}. */
export interface InfoBoxProps {
  /** e.g. "15 days free trial" or "India". When set, it names the box as a region. */
  heading?: string;
  children: ReactNode;
  /** `highlight` draws the brand border, for the one box a page wants noticed. */
  tone?: 'neutral' | 'highlight';
  /** Optional button link under the content. */
  action?: LinkTarget;
  /** Default 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** A card for a self-contained piece of information: a trial offer, contact details, a note. */
export function InfoBox({ heading, children, tone = 'neutral', action, headingLevel = 3, className }: InfoBoxProps) {
  const headingId = useId();
  return (
    <Card
      as={heading ? 'section' : 'div'}
      aria-labelledby={heading ? headingId : undefined}
      $highlight={tone === 'highlight'}
      className={className}
    >
      {heading ? (
        <Heading level={headingLevel} size="lg" id={headingId}>
          {heading}
        </Heading>
      ) : null}
      <div>{children}</div>
      {action ? (
        <div>
          <ActionLink target={action} variant="secondary" />
        </div>
      ) : null}
    </Card>
  );
}
