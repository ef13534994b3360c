import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { InfoBox } from './info-box.tsx';

describe('InfoBox', () => {
  it('is a region named by its heading, with its content and optional link', () => {
    renderWithUi(
      <InfoBox heading="15 days free trial" tone="highlight" action={{ label: 'See pricing', to: '/books/pricing' }}>
        <p>Try every feature free for 15 days.</p>
      </InfoBox>,
    );
    const box = screen.getByRole('region', { name: '15 days free trial' });
    expect(within(box).getByText('Try every feature free for 15 days.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/books/pricing');
  });

  it('renders plain content without a heading or link', () => {
    renderWithUi(
      <InfoBox>
        <p>Sales: sales@wtm.example</p>
      </InfoBox>,
    );
    expect(screen.getByText('Sales: sales@wtm.example')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
