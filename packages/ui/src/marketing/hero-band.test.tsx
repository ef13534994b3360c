import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { HeroBand } from './hero-band.tsx';
import { Illustration } from './illustration.tsx';

const picture = { src: '/remotes/books/dashboard.svg', width: 560, height: 400, alt: 'The Books dashboard' };

describe('HeroBand', () => {
  it("holds the page's one h1 (focus target of a route change), the tagline, the actions and the picture loaded at once", () => {
    renderWithUi(<HeroBand heading="WTM Salesgrow CRM" tagline="Leads to deals." actions={<a href="/register">Start free trial</a>} image={picture} />);
    expect(screen.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Leads to deals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toBeInTheDocument();
    // Hidden on phones (jsdom matches no media query): the words come first there.
    const image = screen.getByRole('img', { name: 'The Books dashboard', hidden: true });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '400');
  });
});

describe('Illustration', () => {
  it('is lazy and sized below the fold', () => {
    renderWithUi(<Illustration {...picture} />);
    const image = screen.getByRole('img', { name: 'The Books dashboard' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '560');
  });
});
