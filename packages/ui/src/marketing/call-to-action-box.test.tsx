import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { CallToActionBox } from './call-to-action-box.tsx';

describe('CallToActionBox', () => {
  it('is a region with a heading, text and one link', () => {
    renderWithUi(
      <CallToActionBox
        heading="We can help you?"
        text="Our specialists answer questions about GST, inventory and setup."
        action={{ label: 'Ask a Question', to: '/books/help' }}
      />,
    );
    const box = screen.getByRole('region', { name: 'We can help you?' });
    expect(within(box).getByText('Our specialists answer questions about GST, inventory and setup.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Ask a Question' })).toHaveAttribute('href', '/books/help');
  });
});
