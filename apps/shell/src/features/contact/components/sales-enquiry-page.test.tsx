import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@wtm/api-client';
import { routes } from '../../../app/router.tsx';
import { productEvents } from '../../../content/events-content.ts';
import { loadRemoteRoutes } from '../../remotes/load-remote-routes.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { crmSalesEnquiryPage, salesEnquiryPage } from '../content/contact-content.ts';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { salesEnquiry: jest.fn() },
}));
jest.mock('../../remotes/load-remote-routes.ts', () => ({ loadRemoteRoutes: jest.fn() }));

const salesEnquiry = jest.mocked(api.salesEnquiry);
const loadRemote = jest.mocked(loadRemoteRoutes);
const product = () => screen.getByRole('combobox', { name: /^Product/ });

/** Opens a path through the shell's routes; the enquiry pages load on demand, so wait for one. */
async function openPage(path: string) {
  const view = renderAt(path, routes);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the sales enquiry pages (decision 0010)', () => {
  it('serves /sales-enquiry with no product chosen', async () => {
    await openPage('/sales-enquiry');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(salesEnquiryPage.heading);
    expect(document.title).toBe('Sales Enquiry | WTM');
    expect(product()).toHaveValue('');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeEnabled();
  });

  it('serves /crm/sales-enquiry from the shell, ahead of the CRM remote, with the CRM chosen', async () => {
    await openPage('/crm/sales-enquiry');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(crmSalesEnquiryPage.heading);
    expect(document.title).toBe('CRM Sales Enquiry | WTM');
    expect(product()).toHaveValue('WTM Salesgrow CRM');
    expect(screen.getByRole('link', { name: crmSalesEnquiryPage.back.label })).toHaveAttribute('href', '/crm');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps the CRM chosen after an enquiry was sent and the form cleared', async () => {
    salesEnquiry.mockResolvedValueOnce({ success: true, systemMessage: 'Your message has been sent. Thank you!' });
    const user = userEvent.setup();
    await openPage('/crm/sales-enquiry');
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '98450 12345');
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    const message = await screen.findByText('Your message has been sent. Thank you!');
    expect(salesEnquiry).toHaveBeenCalledWith({ firstName: 'Asha', email: 'asha@example.com', phoneNo: '98450 12345', enquiryFor: 'WTM Salesgrow CRM' });
    // The outcome takes the focus, so it is read out and the keyboard stays near the form.
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(product()).toHaveValue('WTM Salesgrow CRM');
  });

  it('sends an old webinar registration link to the webinar’s own page', async () => {
    const event = productEvents[1]!;
    await openPage(`/sales-enquiry?event=${event.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
  });

  it('ignores an unknown webinar in the link', async () => {
    await openPage('/sales-enquiry?event=no-such-webinar');
    expect(screen.getByRole('heading', { level: 1, name: salesEnquiryPage.heading })).toBeInTheDocument();
    expect(product()).toHaveValue('');
  });

  it('lists the sales phones and e-mail beside the form', async () => {
    await openPage('/sales-enquiry');
    const aside = screen.getByRole('complementary', { name: salesEnquiryPage.asideHeading });
    expect(within(aside).getByRole('link', { name: 'sales@wtm.example' })).toHaveAttribute('href', 'mailto:sales@wtm.example');
  });
});
