import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Notice = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

/**
 * Where a page rendered in the browser (sign-in screens, Account Home) stands without
 * JavaScript: between the site's header and footer, which the prerender draws around it
 * (server/render.tsx), with the way on. In <noscript>: a browser with scripts never shows it.
 */
export function NeedsScriptNotice() {
  return (
    <noscript>
      <Notice>
        This page of the WTM portal needs JavaScript. Please turn it on, or go to <Link to="/">the home page</Link>. Our sales team&apos;s numbers and e-mail are on{' '}
        <Link to="/contact">Contact Sales</Link>.
      </Notice>
    </noscript>
  );
}
