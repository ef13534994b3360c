import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SectionRoutes } from './section-routes.tsx';

const routes = [
  { path: '/login', element: <h1>Login</h1> },
  { path: '/login/forgetPassword', element: <h1>Forgot Password</h1> },
  { path: '/register', element: <h1>Register</h1> },
];

function renderAt(path: string, mount: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path={mount} element={<SectionRoutes routes={routes} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SectionRoutes', () => {
  it('matches absolute paths whatever prefix the shell mounted the remote under', () => {
    renderAt('/login/forgetPassword', 'login/*');
    expect(screen.getByRole('heading')).toHaveTextContent('Forgot Password');
  });

  it('renders a top-level screen mounted without a splat', () => {
    renderAt('/register', 'register');
    expect(screen.getByRole('heading')).toHaveTextContent('Register');
  });

  it('sends an unknown path of the section home', () => {
    renderAt('/login/nowhere', 'login/*');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
  });
});
