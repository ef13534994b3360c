import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionLink } from '../button/action-link.tsx';
import { Heading, type HeadingLevel } from '../layout/heading.tsx';
import type { LinkTarget } from '../navigation/link-target.tsx';

/** Props of {@link CallToActionBox}. */
export interface CallToActionBoxProps {
  /** e.g. "Free trial & pricing". */
  heading: string;
  text: ReactNode;
  /** e.g. `{ label: 'Start Free Trial', to: '/books/pricing' }`. */
  action: LinkTarget;
  /** Default 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};

  & > h2,
  & > h3,
  & > h4 {
    margin: 0;
  }
`;

const Text = styled.div`
  flex: 1;
`;

/** A tinted box with a heading, a short text and one button link, e.g. "We can help you?". */
export function CallToActionBox({ heading, text, action, headingLevel = 3, className }: CallToActionBoxProps) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} className={className}>
      <Heading level={headingLevel} size="xl" id={headingId}>
        {heading}
      </Heading>
      <Text>{text}</Text>
      <ActionLink target={action} />
    </Box>
  );
}
