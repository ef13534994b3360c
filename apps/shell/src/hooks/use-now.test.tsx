import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderTimeContext, useNow } from './use-now.ts';

function Now() {
  return <p>{useNow().toISOString()}</p>;
}

const renderedAt = Date.parse('2026-12-01T10:00:00.000Z');

describe('useNow', () => {
  it('is the render’s time on the server, so a prerendered page hydrates as of then', () => {
    const html = renderToString(
      <RenderTimeContext value={renderedAt}>
        <Now />
      </RenderTimeContext>,
    );
    expect(html).toContain('2026-12-01T10:00:00.000Z');
  });

  it('is the visitor’s clock, to the minute, in the browser', () => {
    jest.useFakeTimers({ now: new Date('2027-01-05T08:30:42Z') });
    render(
      <RenderTimeContext value={renderedAt}>
        <Now />
      </RenderTimeContext>,
    );
    expect(screen.getByText('2027-01-05T08:30:00.000Z')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
