import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled.div`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

/** Login (spec §2). */
export function LoginPage() {
  return (
    <Panel>
      <title>Login | WTM</title>
      <meta name="description" content="Sign in to your WTM account to open your accounting and CRM products." />
      <h1>Login</h1>
      <p>Sign in to open your products.</p>
      <nav aria-label="Account">
        <ul>
          <li>
            <Link to="/login/forgetPassword">Forget Password?</Link>
          </li>
          <li>
            <Link to="/register">New customer? Register</Link>
          </li>
        </ul>
      </nav>
    </Panel>
  );
}
