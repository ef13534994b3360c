import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { LegalNotice } from './legal-notice.tsx';

describe('LegalNotice', () => {
  it('says what the visitor agrees to in one line, with both documents linked', () => {
    renderWithUi(
      <LegalNotice
        lead="By registering you agree to our"
        terms={{ label: 'Terms of Service', to: '/terms' }}
        privacy={{ label: 'Privacy Policy', to: '/privacy' }}
      />,
    );
    const notice = screen.getByText(/By registering you agree to our/);
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveTextContent('By registering you agree to our Terms of Service and Privacy Policy.');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
