import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, session, type RegisterRequest } from '@wtm/api-client';
import { deferred, loginFailure, loginSuccess } from '../../../test/fixtures.ts';
import { renderAccount } from '../../../test/render-account.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { login: jest.fn(), register: jest.fn(), logout: jest.fn(), forgotPassword: jest.fn(), changePassword: jest.fn() },
}));

const register = jest.mocked(api.register);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const registerButton = () => screen.getByRole('button', { name: 'Register' });

const allMessages = [
  'First Name is required',
  'Last name is required',
  'Email is required',
  'Password is required',
  'Phone/Mobile number Name is required',
  'City is required',
  'Company is required',
  'Job title is required',
];

async function fillIn(view: ReturnType<typeof renderAccount>) {
  await view.user.type(field('First Name'), ' Ana ');
  await view.user.type(field('Last Name'), 'Silva');
  await view.user.type(field('Email'), 'ana@example.com');
  await view.user.type(field('Password'), 'secret1');
  await view.user.type(field('Phone/Mobile number'), '+91 98765 43210');
  await view.user.type(field('City'), 'Pune');
  await view.user.type(field('Company'), 'Acme Traders');
  await view.user.selectOptions(field('Job Title'), 'IT Manager');
}

const expectedRequest: RegisterRequest = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'secret1',
  phoneNo: '+91 98765 43210',
  city: 'Pune',
  company: 'Acme Traders',
  jobTitleId: 5,
};

describe('Register screen', () => {
  it('lists the products on the left with their links, and links to /login', () => {
    renderAccount('/register');
    expect(document.title).toBe('Register | WTM');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const products = screen.getByRole('complementary', { name: 'Our products' });
    for (const name of ['Accounting', 'Inventory', 'Shop', 'Warehouse', 'Supply Chain']) {
      expect(within(products).getByRole('link', { name })).toHaveAttribute('href', '/books');
    }
    expect(within(products).getByRole('link', { name: 'Sales CRM' })).toHaveAttribute('href', '/crm');
    // The Service CRM has its own section on the CRM page.
    expect(within(products).getByRole('link', { name: 'Service CRM' })).toHaveAttribute('href', '/crm#service-crm');
    expect(screen.getByRole('link', { name: 'Login here if you already have account' })).toHaveAttribute('href', '/login');
  });

  it('offers the 11 job titles and the right autocomplete hints', () => {
    renderAccount('/register');
    const options = within(field('Job Title')).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[1]).toHaveValue('1');
    expect(options[1]).toHaveTextContent('Sales Manager');
    expect(options[11]).toHaveValue('11');
    expect(options[11]).toHaveTextContent('HR Manager');
    expect(field('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Phone/Mobile number')).toHaveAttribute('autocomplete', 'tel');
  });

  it('shows all eight validation messages only after a submit attempt', async () => {
    const view = renderAccount('/register');
    for (const message of allMessages) expect(screen.queryByText(message)).not.toBeInTheDocument();

    await view.user.click(registerButton());

    for (const message of allMessages) expect(screen.getByText(message)).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Phone/Mobile number', 'City', 'Company', 'Job Title']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('First Name')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('explains an invalid email and a short password', async () => {
    const view = renderAccount('/register');
    await view.user.type(field('Email'), 'ana@example');
    await view.user.type(field('Password'), '12345');
    await view.user.click(registerButton());
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('disables the button and says "Please wait..." while registering', async () => {
    const pending = deferred<ReturnType<typeof loginFailure>>();
    register.mockReturnValue(pending.promise);
    const view = renderAccount('/register');
    await fillIn(view);
    await view.user.click(registerButton());
    expect(registerButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await act(async () => pending.resolve(loginFailure('Email already registered')));
    expect(registerButton()).toBeEnabled();
  });

  it('registers with the cleaned payload and lands on /account/home with the message kept', async () => {
    register.mockImplementation(async (body) => {
      const answer = loginSuccess({ email: body.email, systemMessage: 'Registration successful' });
      session.signIn(answer); // as api.register does
      return answer;
    });
    const view = renderAccount('/register');
    await fillIn(view);
    await view.user.click(registerButton());

    await waitFor(() => expect(view.location()).toBe('/account/home'));
    expect(view.visited()).toEqual(['/register', '/account/home']);
    expect(register).toHaveBeenCalledWith(expectedRequest);
    expect(view.alert()).toMatchObject({ kind: 'success', text: 'Registration successful' });
    expect(session.isSignedIn()).toBe(true);
  });

  it('shows a refusal as an error and re-enables the form', async () => {
    register.mockResolvedValue(loginFailure('This email is already registered'));
    const view = renderAccount('/register');
    await fillIn(view);
    await view.user.click(registerButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'This email is already registered' }));
    expect(view.location()).toBe('/register');
    expect(registerButton()).toBeEnabled();
  });

  it('shows "Something went wrong!" on a transport error', async () => {
    register.mockRejectedValue(new ApiError('Internal Server Error', 500));
    const view = renderAccount('/register');
    await fillIn(view);
    await view.user.click(registerButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ kind: 'error', text: 'Something went wrong!' }));
    expect(registerButton()).toBeEnabled();
  });

  it('keeps the server message of a throttled answer (429)', async () => {
    register.mockRejectedValue(new ApiError('Too many attempts. Try again in 15 minutes.', 429));
    const view = renderAccount('/register');
    await fillIn(view);
    await view.user.click(registerButton());
    await waitFor(() => expect(view.alert()).toMatchObject({ text: 'Too many attempts. Try again in 15 minutes.' }));
  });

  it('sends a signed-in visitor to /account/home', () => {
    session.signIn(loginSuccess());
    const view = renderAccount('/register');
    expect(view.location()).toBe('/account/home');
  });
});

describe('Register with a product chosen on a product page', () => {
  it('shows the chosen product and plan, and sends them with the registration', async () => {
    register.mockResolvedValue(loginSuccess());
    const view = renderAccount('/register?product=CRM&plan=standard');
    const trial = screen.getByRole('region', { name: 'Your free trial' });
    expect(trial).toHaveTextContent('WTM Salesgrow CRM – Standard plan');
    expect(trial).toHaveTextContent('15 days free, no credit card required.');
    await fillIn(view);
    await view.user.click(registerButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith({ ...expectedRequest, product: 'CRM', plan: 'standard' }));
  });

  it('runs a trial on the product’s Enterprise plan when the plan is missing or not one of the product’s', () => {
    renderAccount('/register?product=ACCOUNT&plan=professional');
    expect(screen.getByRole('region', { name: 'Your free trial' })).toHaveTextContent('WTM Account Books and Inventory – Enterprise Edition plan');
  });

  it.each(['/register?product=ERP', '/register?product=crm&plan=standard', '/register?product=https%3A%2F%2Fevil.example', '/register?plan=free'])(
    'ignores %s: no trial, the usual registration',
    async (path) => {
      register.mockResolvedValue(loginSuccess());
      const view = renderAccount(path);
      expect(screen.queryByRole('region', { name: 'Your free trial' })).not.toBeInTheDocument();
      await fillIn(view);
      await view.user.click(registerButton());
      await waitFor(() => expect(register).toHaveBeenCalledWith(expectedRequest));
    },
  );
});
