import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type ServiceResponse } from '@wtm/api-client';
import { salesContact } from '../../../content/site-content.ts';
import { deferred } from '../../../test/deferred.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { contactPage } from '../content/contact-content.ts';
import { ContactPage } from './contact-page.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { salesEnquiry: jest.fn() },
}));

const salesEnquiry = jest.mocked(api.salesEnquiry);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[/*]/g, '\\$&')}`));
const enquireNow = () => screen.getByRole('button', { name: 'Enquire Now' });
const form = () => screen.getByRole('form', { name: 'Sales Enquiry' });

const requiredMessages = ['Name is required', 'Product is required', 'Email is required', 'Phone/Mobile number Name is required'];

function renderContact() {
  const user = userEvent.setup();
  return { user, ...renderAt('/contact', <ContactPage />) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), '  Vikram Rao ');
  await user.selectOptions(field('Product'), 'WTM Service CRM');
  await user.type(field('Company'), 'Rao & Sons <Traders>');
  await user.type(field('Email'), 'vikram@example.com');
  await user.type(field('Phone/Mobile number'), '+91 98450 12345');
  await user.type(field('Description'), "We need 12 seats; '; DROP TABLE--");
}

const expectedRequest = {
  firstName: 'Vikram Rao',
  enquiryFor: 'WTM Service CRM',
  company: 'Rao & Sons <Traders>',
  email: 'vikram@example.com',
  phoneNo: '+91 98450 12345',
  comment: "We need 12 seats; '; DROP TABLE--",
};

describe('Contact page', () => {
  it('lists the sales phones per country, e-mail, web and postal address from content', () => {
    renderContact();
    expect(document.title).toBe('Contact Sales | WTM');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contactPage.heading);
    for (const list of salesContact.phones) {
      const card = screen.getByRole('region', { name: list.country });
      for (const number of list.numbers) {
        expect(within(card).getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number.replace(/[^+\d]/g, '')}`);
      }
    }
    expect(screen.getByRole('link', { name: salesContact.email })).toHaveAttribute('href', `mailto:${salesContact.email}`);
    expect(screen.getByRole('link', { name: salesContact.website!.label })).toHaveAttribute('href', salesContact.website!.href);
    const address = screen.getByRole('region', { name: contactPage.addressHeading });
    for (const line of salesContact.postalAddress) expect(address).toHaveTextContent(line);
    expect(screen.getByRole('link', { name: contactPage.eventsLink.label })).toHaveAttribute('href', '/events');
  });

  it('offers the three products, none chosen', () => {
    renderContact();
    const options = within(field('Product')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a product', 'WTM Account Books and Inventory', 'WTM Salesgrow CRM', 'WTM Service CRM']);
    expect(field('Product')).toHaveValue('');
  });

  it('shows no message before a submit attempt, however the fields are edited', async () => {
    const { user } = renderContact();
    await user.type(field('Email'), 'not-an-address');
    await user.clear(field('Email'));
    await user.tab();
    for (const message of requiredMessages) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the four messages after an empty submit, and sends nothing', async () => {
    const { user } = renderContact();
    await user.click(enquireNow());
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Product')).toHaveAccessibleDescription('Product is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Phone/Mobile number')).toHaveAccessibleDescription('Phone/Mobile number Name is required');
    // Company and description are optional: their messages exist in the spec but never show.
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(salesEnquiry).not.toHaveBeenCalled();
  });

  it('checks the email and phone formats once submitted', async () => {
    const { user } = renderContact();
    await user.type(field('Email'), 'vikram@');
    await user.type(field('Phone/Mobile number'), 'call me');
    await user.click(enquireNow());
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Phone/Mobile number')).toHaveAccessibleDescription('Enter a valid phone number (digits, spaces, +, - and brackets)');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'vikram@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('disables Enquire Now with the waiting text while sending, then shows the server message and clears the form', async () => {
    const answer = deferred<ServiceResponse>();
    salesEnquiry.mockReturnValue(answer.promise);
    const { user } = renderContact();
    await fillIn(user);
    await user.click(enquireNow());

    expect(salesEnquiry).toHaveBeenCalledWith(expectedRequest);
    expect(enquireNow()).toBeDisabled();
    expect(screen.getByText('Please wait your enquiry is being submitting...')).toBeInTheDocument();

    answer.resolve({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    const message = await screen.findByText('Your message has been sent. Thank you!');
    expect(message.closest('[role="status"]')).toHaveTextContent('Success: Your message has been sent. Thank you!');
    expect(enquireNow()).toBeEnabled();
    expect(screen.queryByText('Please wait your enquiry is being submitting...')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Product')).toHaveValue('');
    expect(field('Description')).toHaveValue('');
    // A cleared form is not a failed submit: no messages on the empty fields.
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('shows a refusal as an error, keeps what was typed and lets the visitor try again', async () => {
    salesEnquiry.mockResolvedValueOnce({ success: false, systemMessage: 'Sales enquiries are paused for maintenance.' });
    const { user } = renderContact();
    await fillIn(user);
    await user.click(enquireNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sales enquiries are paused for maintenance.');
    expect(enquireNow()).toBeEnabled();
    expect(field('Name')).toHaveValue('  Vikram Rao ');

    salesEnquiry.mockResolvedValueOnce({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    await user.click(enquireNow());
    expect(await screen.findByText('Your message has been sent. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the verification when the server asks for it, keeps every value and sends them again with the solution', async () => {
    const busy = 'We are receiving a lot of enquiries just now. Please complete the verification below and send your enquiry again; everything you typed is still here.';
    salesEnquiry.mockResolvedValueOnce({ success: false, systemMessage: busy, challengeRequired: true });
    const { user } = renderContact();
    await fillIn(user);
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await user.click(enquireNow());

    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    const group = screen.getByRole('group', { name: 'Verification' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('press Enquire Now again'));
    expect(group.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/challenge');
    expect(field('Name')).toHaveValue('  Vikram Rao ');
    expect(field('Description')).toHaveValue("We need 12 seats; '; DROP TABLE--");

    await within(group).findByText('Verified');
    salesEnquiry.mockResolvedValueOnce({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    await user.click(enquireNow());
    expect(await screen.findByText('Your message has been sent. Thank you!')).toBeInTheDocument();
    expect(salesEnquiry).toHaveBeenLastCalledWith({ ...expectedRequest, altcha: expect.stringMatching(/^solved-\d+$/) });
    // Sent: the form is cleared and the verification goes until the server asks again.
    expect(field('Name')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('shows "Something went wrong!" when the server cannot be reached', async () => {
    salesEnquiry.mockRejectedValueOnce(new ApiError('Could not reach the server.', 0));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(enquireNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(enquireNow()).toBeEnabled();
  });

  it('keeps the message of a rate limit, which says when to try again', async () => {
    salesEnquiry.mockRejectedValueOnce(new ApiError('Too many enquiries from your network. Please wait 10 minutes and try again.', 429));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(enquireNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many enquiries from your network. Please wait 10 minutes and try again.');
  });

  it('closes the outcome banner with its close control', async () => {
    salesEnquiry.mockResolvedValueOnce({ success: false, systemMessage: 'Refused' });
    const { user } = renderContact();
    await fillIn(user);
    await user.click(enquireNow());
    await screen.findByRole('alert');
    await user.click(within(form()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the website honeypot from people, screen readers and the keyboard', async () => {
    const { user } = renderContact();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const honeypot = form().querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Tabbing through the form never lands on it.
    await user.click(field('Description'));
    await user.tab();
    expect(enquireNow()).toHaveFocus();
  });

  it('sends what a bot typed into the honeypot, for the API to judge', async () => {
    salesEnquiry.mockResolvedValueOnce({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    const { user } = renderContact();
    await fillIn(user);
    await user.type(form().querySelector('input[name="website"]') as HTMLInputElement, 'http://spam.example');
    await user.click(enquireNow());
    await waitFor(() => expect(salesEnquiry).toHaveBeenCalledWith({ ...expectedRequest, website: 'http://spam.example' }));
  });
});
