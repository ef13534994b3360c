import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../theme/ui-provider.tsx';
import { mockReducedMotion, restoreMatchMedia } from '../test/match-media.ts';
import { renderWithUi } from '../test/render.tsx';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const slides: CarouselSlide[] = [
  { label: 'Priya Sharma, Finance Lead', content: <blockquote>GST returns now take us an afternoon, not a week.</blockquote> },
  { label: 'Daniel Moore, Operations Manager', content: <blockquote>Stock levels across both warehouses in one screen.</blockquote> },
  { label: 'Meera Iyer, Director', content: <blockquote>Our sales team finally works from one pipeline.</blockquote> },
];

/** The one slide that is shown (hidden slides are aria-hidden, so role queries skip them). */
const currentSlide = () => screen.getByRole('group', { name: /of 3:/ });

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return renderWithUi(<Carousel label="Customer testimonials" slides={slides} {...props} />, {
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restoreMatchMedia();
  });

  it('is a named carousel region showing the first slide only', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Customer testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3: Priya Sharma, Finance Lead');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByText('GST returns now take us an afternoon, not a week.')).toBeVisible();
    expect(screen.getByText('Stock levels across both warehouses in one screen.')).not.toBeVisible();
  });

  it('arrives prerendered with no slide inert, so that a reader without JavaScript can use them all', () => {
    const html = renderToString(
      <UiProvider>
        <Carousel label="Customer testimonials" slides={slides} />
      </UiProvider>,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).not.toMatch(/\binert\b|aria-hidden="true"[^>]*aria-roledescription="slide"|aria-roledescription="slide"[^>]*aria-hidden="true"/);
    // The controls say they need the script: the page hides them when it cannot run one.
    expect(html).toMatch(/<div[^>]*data-needs-script[^>]*>[\s\S]*aria-label="Next slide"/);
  });

  it('keeps every slide in the same box, hiding the others instead of removing them', () => {
    renderCarousel();
    // Hidden slides have no accessible name, so select them by their role description.
    const all = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    expect(all.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3: Priya Sharma, Finance Lead',
      '2 of 3: Daniel Moore, Operations Manager',
      '3 of 3: Meera Iyer, Director',
    ]);
    expect(all.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    const styles = all.map((slide) => getComputedStyle(slide));
    expect(new Set(styles.map((style) => style.gridArea.replace(/\s/g, '')))).toEqual(new Set(['1/1']));
    expect(styles.map((style) => style.visibility)).toEqual(['visible', 'hidden', 'hidden']);
  });

  it('goes forward and back with the Next and Previous buttons, wrapping around', async () => {
    const { user } = renderCarousel({ autoRotate: false });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3: Daniel Moore, Operations Manager');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3: Meera Iyer, Director');
  });

  it('is operable from the keyboard alone', async () => {
    const { user } = renderCarousel({ autoRotate: false });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.tab();
    const picker = within(screen.getByRole('group', { name: 'Choose slide' }));
    expect(picker.getByRole('button', { name: 'Priya Sharma, Finance Lead' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(picker.getByRole('button', { name: 'Daniel Moore, Operations Manager' })).toHaveFocus();
    expect(picker.getByRole('button', { name: 'Daniel Moore, Operations Manager' })).toHaveAttribute('aria-current', 'true');
    expect(currentSlide()).toHaveTextContent('Stock levels across both warehouses in one screen.');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3: Meera Iyer, Director');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('1 of 3: Priya Sharma, Finance Lead');
  });

  it('shows a slide when its picker button is pressed', async () => {
    const { user } = renderCarousel({ autoRotate: false });
    await user.click(screen.getByRole('button', { name: 'Meera Iyer, Director' }));
    expect(screen.getByText('Our sales team finally works from one pipeline.')).toBeVisible();
  });

  it('rotates every 6 seconds when the user has no reduced-motion preference', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    wait(5900);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
    wait(100);
    expect(currentSlide()).toHaveAccessibleName(/^2 of 3/);
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
  });

  it('does not rotate when the user prefers reduced motion, until Play is pressed', async () => {
    mockReducedMotion(true);
    const { user } = renderCarousel();
    wait(20000);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    // Rotation waits until the pointer and focus have left the carousel.
    await user.unhover(screen.getByRole('region', { name: 'Customer testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(6000);
    expect(currentSlide()).toHaveAccessibleName(/^2 of 3/);
  });

  it('stops for good when Pause is pressed', async () => {
    mockReducedMotion(false);
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    await user.unhover(screen.getByRole('region', { name: 'Customer testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(20000);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    mockReducedMotion(false);
    const { user } = renderCarousel();
    const region = screen.getByRole('region', { name: 'Customer testimonials' });
    await user.hover(region);
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
    await user.unhover(region);
    wait(6000);
    expect(currentSlide()).toHaveAccessibleName(/^2 of 3/);
  });

  it('pauses while focus is inside, and announces changes only then', async () => {
    mockReducedMotion(false);
    const { user } = renderCarousel();
    const live = currentSlide().parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toHaveFocus();
    expect(live).toHaveAttribute('aria-live', 'polite');
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName(/^1 of 3/);
  });

  it('shows no controls for a single slide', () => {
    renderWithUi(<Carousel label="Product banner" slides={[slides[0] as CarouselSlide]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 1: Priya Sharma, Finance Lead' })).toBeVisible();
  });
});
