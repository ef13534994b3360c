import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session, type MyProductResponse, type ProductAssignmentResponse } from '@wtm/api-client';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { deferred, loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: {
    myProduct: jest.fn(),
    checkProductClient: jest.fn(),
    confirmAssignProduct: jest.fn(),
    resendVerification: jest.fn(),
    logout: jest.fn(),
    login: jest.fn(),
    downloadExeUrl: '/account/downloadExe',
  },
}));

const myProduct = jest.mocked(api.myProduct);
const checkProductClient = jest.mocked(api.checkProductClient);
const confirmAssignProduct = jest.mocked(api.confirmAssignProduct);
const resendVerification = jest.mocked(api.resendVerification);

const ACCOUNT = { productCode: 'ACCOUNT', productName: 'WTM Account Books and Inventory' } as const;
const CRM = { productCode: 'CRM', productName: 'WTM Salesgrow CRM' } as const;
const SERVICE = { productCode: 'SERVICE', productName: 'WTM Service CRM' } as const;
const LISTS: MyProductResponse = { productList: [CRM], notUsedProductList: [ACCOUNT, SERVICE], emailVerified: true };

function assignment(overrides: Partial<ProductAssignmentResponse> = {}): ProductAssignmentResponse {
  return { success: true, systemMessage: 'ok', projectUrl: 'http://localhost/products/crm/open?handoff=t0k3n', ...LISTS, ...overrides };
}

const owned = () => screen.getByRole('region', { name: 'Access your products' });
const others = () => screen.getByRole('region', { name: 'Access other products' });
const button = (name: string) => screen.getByRole('button', { name });

let assign: jest.SpyInstance;

function signedIn() {
  const user = loginSuccess({ id: 'client-7', email: 'asha@example.com' });
  session.signIn(user);
  return user;
}

async function openHome(options: { strict?: boolean } = {}) {
  const view = renderAccount('/account/home', { stubAccountHome: false, ...options });
  await screen.findByRole('region', { name: 'Access your products' });
  return view;
}

beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  myProduct.mockResolvedValue(LISTS);
});

afterEach(() => {
  assign.mockRestore();
  jest.clearAllMocks();
});

describe('Account Home screen', () => {
  it('sends a signed-out visitor to /login with returnUrl back here (replacing the entry)', async () => {
    const view = renderAccount('/account/home', { stubAccountHome: false });
    await waitFor(() => expect(view.location()).toBe('/login?returnUrl=%2Faccount%2Fhome'));
    expect(view.visited()).toEqual(['/account/home', '/login?returnUrl=%2Faccount%2Fhome']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(myProduct).not.toHaveBeenCalled();
  });

  it('says it is loading, then lists the products in use and the others, with the download link', async () => {
    signedIn();
    const pending = deferred<MyProductResponse>();
    myProduct.mockReturnValue(pending.promise);
    renderAccount('/account/home', { stubAccountHome: false });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Account');
    expect(document.title).toBe('My Account | WTM');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your products…');
    expect(myProduct).toHaveBeenCalledWith('client-7', expect.objectContaining({ signal: expect.any(AbortSignal) }));

    await act(async () => pending.resolve(LISTS));
    expect(within(owned()).getAllByRole('button').map((item) => item.textContent)).toEqual(['WTM Salesgrow CRM']);
    expect(within(others()).getAllByRole('button').map((item) => item.textContent)).toEqual(['WTM Account Books and Inventory', 'WTM Service CRM']);
    expect(screen.getByRole('link', { name: 'Download Desktop (Windows) App' })).toHaveAttribute('href', '/account/downloadExe');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Signed in as asha@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your name, phone or company' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/account/security');
    // One h1, then the h2s in order.
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName}:${heading.textContent}`)).toEqual([
      'H1:My Account',
      'H2:Access your products',
      'H2:Access other products',
    ]);
  });

  it('says so when no product is used yet', async () => {
    signedIn();
    myProduct.mockResolvedValue({ productList: [], notUsedProductList: [ACCOUNT, CRM, SERVICE], emailVerified: true });
    await openHome();
    expect(within(owned()).queryAllByRole('button')).toHaveLength(0);
    expect(owned()).toHaveTextContent('You have not started any product yet.');
  });

  it('opens a product in use: the redirect message, every button disabled, then the browser goes to projectUrl', async () => {
    signedIn();
    const pending = deferred<ProductAssignmentResponse>();
    checkProductClient.mockReturnValue(pending.promise);
    const view = await openHome();

    await view.user.click(button('WTM Salesgrow CRM'));
    expect(checkProductClient).toHaveBeenCalledWith('client-7', 'CRM');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we redirect you to product page...');
    for (const item of screen.getAllByRole('button')) expect(item).toBeDisabled();

    await act(async () => pending.resolve(assignment()));
    expect(assign).toHaveBeenCalledWith('http://localhost/products/crm/open?handoff=t0k3n');
    expect(confirmAssignProduct).not.toHaveBeenCalled();
    // The page stays busy until the browser leaves it.
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we redirect you to product page...');
  });

  it('starts another product: the creating message, the progress panel at 80 percent, then projectUrl', async () => {
    signedIn();
    const pending = deferred<ProductAssignmentResponse>();
    confirmAssignProduct.mockReturnValue(pending.promise);
    const view = await openHome();

    await view.user.click(button('WTM Service CRM'));
    expect(confirmAssignProduct).toHaveBeenCalledWith('client-7', 'SERVICE');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait your account is being created...');
    const bar = screen.getByRole('progressbar', { name: 'Please wait while we setup your product...' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('region', { name: 'WTM Service CRM' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Access your products' })).not.toBeInTheDocument();

    await act(async () =>
      pending.resolve(assignment({ projectUrl: 'http://localhost/products/service/open?handoff=s3rv', productList: [CRM, SERVICE], notUsedProductList: [ACCOUNT] })),
    );
    expect(assign).toHaveBeenCalledWith('http://localhost/products/service/open?handoff=s3rv');
  });

  it('shows a refusal as an error and makes the buttons usable again, with the lists the server sent', async () => {
    signedIn();
    confirmAssignProduct.mockResolvedValue(
      assignment({ success: false, systemMessage: 'We could not set up WTM Service CRM just now. Please try again in a moment.', projectUrl: undefined }),
    );
    const view = await openHome();

    await view.user.click(button('WTM Service CRM'));
    await waitFor(() => expect(view.alert()).toEqual({ kind: 'error', text: 'We could not set up WTM Service CRM just now. Please try again in a moment.', keepAfterNavigation: false }));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button('WTM Service CRM')).toBeEnabled();
    expect(button('WTM Service CRM')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');

    // Retrying is clicking again.
    confirmAssignProduct.mockResolvedValue(assignment({ projectUrl: 'http://localhost/products/service/open?handoff=again' }));
    await view.user.click(button('WTM Service CRM'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/products/service/open?handoff=again'));
  });

  it.each([
    ['the server cannot be reached', new ApiError('Failed to fetch', 0), 'We could not reach the server. Check your connection and try again.'],
    ['the server fails', new ApiError('Internal server error', 500), 'Something went wrong!'],
    ['a limit is reached', new ApiError('Too many product requests. Please wait a few minutes and try again.', 429), 'Too many product requests. Please wait a few minutes and try again.'],
  ])('shows an error and re-enables the buttons when %s', async (_case, error, message) => {
    signedIn();
    checkProductClient.mockRejectedValue(error);
    const view = await openHome();
    await view.user.click(button('WTM Salesgrow CRM'));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: message }));
    expect(button('WTM Salesgrow CRM')).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a projectUrl that is not http(s)', async () => {
    signedIn();
    checkProductClient.mockResolvedValue(assignment({ projectUrl: 'javascript:alert(1)' }));
    const view = await openHome();
    await view.user.click(button('WTM Salesgrow CRM'));
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'The product did not open. Please try again.' }));
    expect(assign).not.toHaveBeenCalled();
    expect(button('WTM Salesgrow CRM')).toBeEnabled();
  });

  it('starts one call only for a double click', async () => {
    signedIn();
    checkProductClient.mockReturnValue(deferred<ProductAssignmentResponse>().promise);
    const view = await openHome();
    await view.user.dblClick(button('WTM Salesgrow CRM'));
    expect(checkProductClient).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the products cannot be loaded, and loads them again', async () => {
    signedIn();
    myProduct.mockRejectedValueOnce(new ApiError('Internal server error', 500));
    const view = renderAccount('/account/home', { stubAccountHome: false });
    await screen.findByText('We could not load your products.');
    expect(view.alert()).toMatchObject({ kind: 'error', text: 'Something went wrong!' });

    await view.user.click(button('Retry'));
    await screen.findByRole('region', { name: 'Access your products' });
    expect(myProduct).toHaveBeenCalledTimes(2);
    expect(view.alert()).toBeNull();
  });

  it('works in StrictMode and by keyboard alone', async () => {
    signedIn();
    checkProductClient.mockResolvedValue(assignment());
    const view = await openHome({ strict: true });
    expect(screen.getAllByRole('region', { name: 'Access your products' })).toHaveLength(1);

    button('WTM Salesgrow CRM').focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('is busy no more when the browser brings the page back from its cache (Back from the product)', async () => {
    signedIn();
    checkProductClient.mockResolvedValue(assignment());
    const view = await openHome();
    await view.user.click(button('WTM Salesgrow CRM'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(button('WTM Salesgrow CRM')).toBeDisabled();

    act(() => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(button('WTM Salesgrow CRM')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('goes to /login when the customer signs out in another tab', async () => {
    signedIn();
    const view = await openHome();
    act(() => session.signOut());
    await waitFor(() => expect(view.location()).toBe('/login?returnUrl=%2Faccount%2Fhome'));
  });
});

describe('Account Home and the customer journey', () => {
  const DAY = 86_400_000;

  it('shows each product’s description, and its plan and the days left of its trial', async () => {
    signedIn();
    const trialEndsAt = new Date(Date.now() + 12 * DAY + 60_000).toISOString();
    myProduct.mockResolvedValue({ ...LISTS, productList: [{ ...CRM, plan: 'standard', trialEndsAt }] });
    await openHome();
    expect(owned()).toHaveTextContent('Standard plan · 13 days left in your free trial');
    expect(owned()).toHaveTextContent('Leads, opportunities and forecasts for your sales team');
    expect(others()).toHaveTextContent('Ticket management for support teams');
    expect(button('WTM Salesgrow CRM')).toBeEnabled();
  });

  it('says when a trial has ended, and shows a free plan without one', async () => {
    signedIn();
    myProduct.mockResolvedValue({
      ...LISTS,
      productList: [
        { ...CRM, plan: 'free' },
        { ...SERVICE, plan: 'enterprise', trialEndsAt: new Date(Date.now() - DAY).toISOString() },
      ],
      notUsedProductList: [ACCOUNT],
    });
    await openHome();
    expect(owned()).toHaveTextContent('Free Account plan');
    expect(owned()).toHaveTextContent('Enterprise plan · free trial ended');
  });

  it('asks an unconfirmed customer to confirm, and sends a new link on request', async () => {
    signedIn();
    myProduct.mockResolvedValue({ ...LISTS, productList: [], notUsedProductList: [ACCOUNT, CRM, SERVICE], emailVerified: false, trialChoice: { productCode: 'CRM', plan: 'standard' } });
    resendVerification.mockResolvedValue({ success: true, systemMessage: 'We sent a new confirmation link to asha@example.com.' });
    const view = await openHome();
    const banner = screen.getByRole('region', { name: 'Please confirm your email address' });
    expect(banner).toHaveTextContent('We sent a confirmation link to asha@example.com.');
    expect(banner).toHaveTextContent('As soon as it is confirmed, we set up your free trial of WTM Salesgrow CRM.');
    // Unconfirmed, the chosen product is not started by itself.
    expect(confirmAssignProduct).not.toHaveBeenCalled();
    await view.user.click(within(banner).getByRole('button', { name: 'Send a new link' }));
    expect(resendVerification).toHaveBeenCalledTimes(1);
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'We sent a new confirmation link to asha@example.com.' });
  });

  it('shows the server’s message when a new link is refused (too many)', async () => {
    signedIn();
    myProduct.mockResolvedValue({ ...LISTS, emailVerified: false });
    resendVerification.mockRejectedValue(new ApiError('You have asked for several new links in a short time.', 429));
    const view = await openHome();
    await view.user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(view.alert()).toMatchObject({ kind: 'error', text: 'You have asked for several new links in a short time.' });
  });

  it('starts the product chosen before registering by itself, once, with the progress panel', async () => {
    signedIn();
    const pending = deferred<ProductAssignmentResponse>();
    confirmAssignProduct.mockReturnValue(pending.promise);
    myProduct.mockResolvedValue({ productList: [], notUsedProductList: [ACCOUNT, CRM, SERVICE], emailVerified: true, trialChoice: { productCode: 'CRM', plan: 'professional' } });
    renderAccount('/account/home', { stubAccountHome: false });
    const bar = await screen.findByRole('progressbar', { name: 'Please wait while we setup your product...' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('region', { name: 'WTM Salesgrow CRM' })).toBeInTheDocument();
    expect(confirmAssignProduct).toHaveBeenCalledTimes(1);
    expect(confirmAssignProduct).toHaveBeenCalledWith('client-7', 'CRM');
    expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument();
    await act(async () => pending.resolve(assignment({ projectUrl: 'http://localhost/products/crm/open?handoff=tr1al' })));
    expect(assign).toHaveBeenCalledWith('http://localhost/products/crm/open?handoff=tr1al');
    expect(confirmAssignProduct).toHaveBeenCalledTimes(1);
  });
});
