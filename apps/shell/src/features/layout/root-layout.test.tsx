import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showError, showSuccess } from '@wtm/shell-contract';
import { renderAt } from '../../test/render-app.tsx';
import { RootLayout } from './root-layout.tsx';

const routes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'support', element: <h1>Support page</h1> },
      { path: 'broken', element: <Broken /> },
    ],
  },
];

function CrmStub() {
  return (
    <>
      <h1>CRM</h1>
      <section id="service-crm" aria-labelledby="service-crm-heading">
        <h2 id="service-crm-heading">Service CRM</h2>
      </section>
    </>
  );
}

function Broken(): never {
  throw new Error('The page chunk could not be fetched');
}

describe('RootLayout alert banner', () => {
  it('shows an alert above the content and closes it with its close control', async () => {
    const { store } = renderAt('/', routes);
    act(() => {
      store.dispatch(showError('Something went wrong!'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears an alert at the next navigation unless it was kept for one', async () => {
    const { store, navigate } = renderAt('/', routes);
    act(() => {
      store.dispatch(showSuccess('Welcome back', true));
    });
    await act(() => navigate('/support'));
    expect(screen.getByText('Welcome back')).toBeVisible();
    await act(() => navigate('/'));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });
});

describe('RootLayout scroll on navigation', () => {
  const scrolled = () => jest.mocked(window.scrollTo);

  it('opens a page reached by a link at its top', async () => {
    const { navigate } = renderAt('/', routes);
    scrolled().mockClear();
    await act(() => navigate('/support'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support page');
    expect(scrolled()).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves Back and Forward, and a link to a #fragment, to the browser', async () => {
    const { navigate } = renderAt('/', routes);
    await act(() => navigate('/support'));
    scrolled().mockClear();
    await act(() => navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home page');
    await act(() => navigate('/support#opening-hours'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support page');
    expect(scrolled()).not.toHaveBeenCalled();
  });
});

describe('RootLayout page boundary', () => {
  it('says a page could not be loaded, keeps header and footer, and clears at the next navigation', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports an error its boundary caught on console.error; expected here.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = renderAt('/broken', routes);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => navigate('/support'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support page');
    reported.mockRestore();
    warned.mockRestore();
  });
});

describe('RootLayout focus on navigation', () => {
  const heading = () => screen.getByRole('heading', { level: 1 });
  const announcer = () => document.getElementById('route-announcer');

  it('leaves focus alone on the first page and announces nothing', () => {
    renderAt('/', routes);
    expect(heading()).not.toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it("moves focus to the new page's h1 (tabindex -1) and announces the page", async () => {
    const { navigate } = renderAt('/', routes);
    await act(() => navigate('/support'));
    expect(heading()).toHaveTextContent('Support page');
    expect(heading()).toHaveFocus();
    expect(heading()).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('Support page');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it('scrolls to and focuses the target of a link to a #fragment', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { navigate } = renderAt('/', [
      { path: '/', element: <RootLayout />, children: [{ index: true, element: <h1>Home page</h1> }, { path: 'crm', element: <CrmStub /> }] },
    ]);
    await act(() => navigate('/crm#service-crm'));
    const section = screen.getByRole('region', { name: 'Service CRM' });
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(scrolled).toHaveBeenCalled();
  });

  it('returns focus to the page heading when an alert closes and the control that had focus is gone', async () => {
    const { store, navigate } = renderAt('/', routes);
    await act(() => navigate('/support'));
    act(() => {
      store.dispatch(showError('Something went wrong!'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(heading()).toHaveFocus();
  });
});

describe('RootLayout and the head of a prerendered first page', () => {
  const describeFirstPage = () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://portal.wtm.example/"><meta property="og:url" content="https://portal.wtm.example/"><meta name="twitter:card" content="summary_large_image"><script type="application/ld+json">{"@type":"Organization"}</script>',
    );
  };
  const firstPageTags = () => document.head.querySelectorAll('link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]').length;

  afterEach(() => {
    for (const element of document.head.querySelectorAll('link, meta, script')) element.remove();
  });

  it('keeps the canonical URL, preview tags and structured data while the first page shows', async () => {
    describeFirstPage();
    renderAt('/', routes);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(firstPageTags()).toBe(4);
  });

  it('drops them once the visitor moves to another page, which they do not describe', async () => {
    describeFirstPage();
    const { navigate } = renderAt('/', routes);
    await act(async () => navigate('/support'));
    await screen.findByRole('heading', { name: 'Support page' });
    expect(firstPageTags()).toBe(0);
  });
});
