import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { StatusMessage } from './status-message.tsx';

describe('StatusMessage', () => {
  it('is a status region carrying the progress text', () => {
    renderWithUi(<StatusMessage>Please wait your enquiry is being submitting...</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait your enquiry is being submitting...');
  });

  it('updates its text in place so screen readers announce the change', () => {
    const { rerender } = renderWithUi(<StatusMessage>Please wait...</StatusMessage>);
    const region = screen.getByRole('status');
    rerender(<StatusMessage>Please wait while we redirect you to product page...</StatusMessage>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Please wait while we redirect you to product page...');
  });
});
