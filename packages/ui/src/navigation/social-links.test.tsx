import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { SocialLinks } from './social-links.tsx';

describe('SocialLinks', () => {
  it('renders a named list of links, each with an accessible name', () => {
    renderWithUi(
      <SocialLinks
        label="Follow WTM"
        links={[
          {
            label: 'WTM on LinkedIn',
            href: 'https://www.linkedin.com/company/wtm',
            icon: (
              <svg viewBox="0 0 20 20">
                <rect width="20" height="20" />
              </svg>
            ),
          },
          { label: 'WTM on YouTube', href: 'https://www.youtube.com/@wtm' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Follow WTM' });
    expect(within(list).getByRole('link', { name: 'WTM on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/wtm',
    );
    expect(within(list).getByRole('link', { name: 'WTM on YouTube' })).toHaveTextContent('WTM on YouTube');
  });
});
