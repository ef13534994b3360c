import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '@wtm/ui';
import type { ContactChannels } from '../content/site-content.ts';

const Cards = styled.div<{ $placement: 'page' | 'side' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: ${({ $placement }) => ($placement === 'side' ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    /* A comfortable touch target for phone numbers and addresses. */
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `tel:` wants digits and a leading +, nothing else. */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;

function DetailCard({ heading, level, children }: { heading: string; level: HeadingLevel; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Heading level={level} size="lg" id={id}>
        {heading}
      </Heading>
      {children}
    </Card>
  );
}

export interface ContactDetailsProps {
  channels: ContactChannels;
  /** Heading of the e-mail card, e.g. "E-mail and web". */
  emailHeading: string;
  addressHeading: string;
  /** Level of the card headings; 2 under the page's `<h1>`. */
  headingLevel?: HeadingLevel;
  /**
   * `page`: two cards a row from tablet width up. `side`: the details sit in a column
   * beside a form from laptop width up, one card a row there.
   */
  placement?: 'page' | 'side';
}

/** Phone lists per country, the e-mail (and web) address and the postal address, from content. */
export function ContactDetails({ channels, emailHeading, addressHeading, headingLevel = 2, placement = 'page' }: ContactDetailsProps) {
  return (
    <Cards $placement={placement}>
      {channels.phones.map((list) => (
        <DetailCard key={list.country} heading={list.country} level={headingLevel}>
          <ul>
            {list.numbers.map((number) => (
              <li key={number}>
                <a href={telHref(number)}>{number}</a>
              </li>
            ))}
          </ul>
          {list.hours ? <Note>{list.hours}</Note> : null}
        </DetailCard>
      ))}
      <DetailCard heading={emailHeading} level={headingLevel}>
        <ul>
          <li>
            <a href={`mailto:${channels.email}`}>{channels.email}</a>
          </li>
          {channels.website ? (
            <li>
              <a href={channels.website.href}>{channels.website.label}</a>
            </li>
          ) : null}
        </ul>
      </DetailCard>
      <DetailCard heading={addressHeading} level={headingLevel}>
        <address>
          {channels.postalAddress.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
      </DetailCard>
    </Cards>
  );
}
