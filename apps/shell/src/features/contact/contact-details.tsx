import styled from 'styled-components';
import { contactDetails } from '../../content/site-content.ts';

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  address {
    font-style: normal;
  }
`;

const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;

/** Phones for India and the USA, e-mail, web address and postal address (spec §2). */
export function ContactDetails({ email }: { email: string }) {
  return (
    <Details>
      {contactDetails.phones.map((list) => (
        <section key={list.country} aria-labelledby={`phones-${list.country}`}>
          <h2 id={`phones-${list.country}`}>{list.country}</h2>
          <ul>
            {list.numbers.map((number) => (
              <li key={number}>
                <a href={telHref(number)}>{number}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="contact-email">
        <h2 id="contact-email">E-mail and web</h2>
        <ul>
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            <a href={contactDetails.website.href}>{contactDetails.website.label}</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="contact-address">
        <h2 id="contact-address">Address</h2>
        <address>
          {contactDetails.postalAddress.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
      </section>
    </Details>
  );
}
