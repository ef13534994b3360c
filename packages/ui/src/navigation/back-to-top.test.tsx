import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { mockReducedMotion, restoreMatchMedia } from '../test/match-media.ts';
import { BackToTop } from './back-to-top.tsx';

describe('BackToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    // jsdom does not scroll; record the request instead.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(restoreMatchMedia);

  it('scrolls smoothly to the top when pressed with the keyboard, then focuses the target', async () => {
    const { user } = renderWithUi(
      <>
        <a id="top-link" href="/">
          WTM home
        </a>
        <BackToTop focusTargetId="top-link" />
      </>,
    );
    screen.getByRole('button', { name: 'Back to top' }).focus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'WTM home' })).toHaveFocus();
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    mockReducedMotion(true);
    const { user } = renderWithUi(<BackToTop label="Top of page" />);
    await user.click(screen.getByRole('button', { name: 'Top of page' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
