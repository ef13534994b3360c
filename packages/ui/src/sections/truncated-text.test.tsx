import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { TruncatedText } from './truncated-text.tsx';

describe('TruncatedText', () => {
  it('keeps a long address on one line ending in an ellipsis, the whole of it in the tooltip', () => {
    const address = 'a.very.long.mailbox.name@subsidiary.example.com';
    renderWithUi(<TruncatedText>{address}</TruncatedText>);
    const text = screen.getByText(address);
    expect(text).toHaveAttribute('title', address);
    const style = getComputedStyle(text);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('hidden');
  });
});
