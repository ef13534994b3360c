import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BackToTop, SocialLinks } from '@wtm/ui';
import { footerGroups } from '../../content/navigation-content.ts';
import { company, socialLinks } from '../../content/site-content.ts';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  a {
    color: ${({ theme }) => theme.colors.footerLink};
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.footerFocus};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const BottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;

/** Useful Links, Products, About, social links, copyright and back-to-top (spec §2). */
export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        {footerGroups.map((group) => (
          <section key={group.heading} aria-labelledby={`footer-${group.heading}`}>
            <h2 id={`footer-${group.heading}`}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.external ? <a href={link.href}>{link.label}</a> : <Link to={link.href}>{link.label}</Link>}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow us</h2>
          <SocialLinks links={socialLinks} />
        </section>
      </Columns>
      <BottomRow>
        <small>{company.copyright}</small>
        <BackToTop />
      </BottomRow>
    </Footer>
  );
}
