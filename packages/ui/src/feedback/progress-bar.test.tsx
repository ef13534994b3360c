import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('exposes its value and is named by its visible label', () => {
    renderWithUi(<ProgressBar value={80} label="Please wait while we setup your product..." />);
    const bar = screen.getByRole('progressbar', { name: 'Please wait while we setup your product...' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('Please wait while we setup your product...')).toBeVisible();
  });

  it('clamps values outside 0–100 and can show the percentage', () => {
    const { rerender } = renderWithUi(<ProgressBar value={140} label="Uploading" showValue />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
    rerender(<ProgressBar value={-5} label="Uploading" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '0');
  });
});
