import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { crmLanding, crmNavigation } from './crm-content.ts';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Hero = styled.header`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: ${({ theme }) => theme.layout.narrowWidth};
  }
`;

/** The CRM landing page (/crm). */
export function CrmHomePage() {
  const { meta, heading, tagline, about } = crmLanding;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <Bar aria-label="CRM">
        <ul>
          {crmNavigation.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Bar>
      <Hero>
        <h1>{heading}</h1>
        <p>{tagline}</p>
        {about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Hero>
    </>
  );
}
