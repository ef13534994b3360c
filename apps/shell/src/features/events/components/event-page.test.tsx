import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@wtm/api-client';
import { formatEventStart, productEvents } from '../../../content/events-content.ts';
import { webinarDetailsOf } from '@wtm/contract/webinar-details';
import { renderAt } from '../../../test/render-app.tsx';
import { EventPage } from './event-page.tsx';

jest.mock('@wtm/api-client', () => ({
  ...jest.requireActual('@wtm/api-client'),
  api: { webinarSeats: jest.fn(), registerForWebinar: jest.fn() },
}));

const webinarSeats = jest.mocked(api.webinarSeats);
const registerForWebinar = jest.mocked(api.registerForWebinar);
const BEFORE = new Date('2026-11-21T12:00:00Z');
const limited = productEvents.find((event) => event.seatLimit !== undefined)!;
const unlimited = productEvents.find((event) => event.seatLimit === undefined)!;

function openEvent(slug: string, now = BEFORE) {
  return renderAt(`/events/${slug}`, [{ path: '/events/:slug', element: <EventPage now={now} /> }]);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera Iyer');
  await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Iyer Exports');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'meera@example.com');
}

afterEach(() => jest.clearAllMocks());

describe('a webinar’s page and its registration form', () => {
  it('shows the webinar, its time and topics, and the seats left where the schedule sets a limit', async () => {
    webinarSeats.mockResolvedValue({ events: [{ slug: limited.slug, seatsLeft: 7 }] });
    openEvent(limited.slug);
    expect(screen.getByRole('heading', { level: 1, name: limited.title })).toBeInTheDocument();
    expect(screen.getByText(formatEventStart(limited))).toHaveAttribute('datetime', limited.startsAt);
    for (const topic of webinarDetailsOf(limited.slug).topics) expect(screen.getByText(topic)).toBeInTheDocument();
    expect(await screen.findByText('7 seats left.')).toBeInTheDocument();
  });

  it('asks nothing of the API for a webinar without a limit', () => {
    openEvent(unlimited.slug);
    expect(webinarSeats).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the contract’s messages after a submit attempt, and sends nothing', async () => {
    const user = userEvent.setup();
    openEvent(unlimited.slug);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of ['Name is required', 'Email is required', 'Company is required']) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(registerForWebinar).not.toHaveBeenCalled();
  });

  it('registers, shows the server’s message and empties the form', async () => {
    const user = userEvent.setup();
    registerForWebinar.mockResolvedValue({ success: true, systemMessage: 'You are registered. We have e-mailed you the joining link and a calendar invitation.' });
    openEvent(unlimited.slug);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(registerForWebinar).toHaveBeenCalledWith(unlimited.slug, { name: 'Meera Iyer', company: 'Iyer Exports', email: 'meera@example.com' });
    expect(await screen.findByText(/You are registered/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('answers a second sign-up kindly, and updates the seats left', async () => {
    const user = userEvent.setup();
    webinarSeats.mockResolvedValue({ events: [{ slug: limited.slug, seatsLeft: 3 }] });
    registerForWebinar.mockResolvedValue({ success: true, systemMessage: 'You are already registered for this webinar with this e-mail address.', alreadyRegistered: true, seatsLeft: 2 });
    openEvent(limited.slug);
    await screen.findByText('3 seats left.');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/already registered/)).toBeInTheDocument();
    expect(screen.getByText('2 seats left.')).toBeInTheDocument();
  });

  it('refuses kindly when the webinar is full, and says so before anyone types', async () => {
    const user = userEvent.setup();
    webinarSeats.mockResolvedValue({ events: [{ slug: limited.slug, seatsLeft: 1 }] });
    registerForWebinar.mockResolvedValue({ success: false, systemMessage: 'This webinar is fully booked.', full: true, seatsLeft: 0 });
    openEvent(limited.slug);
    await screen.findByText('Only 1 seat left.');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This webinar is fully booked.');
    expect(within(screen.getByRole('region', { name: 'Register for this webinar' })).getAllByText('This webinar is fully booked.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('shows a rate limit’s message as it is', async () => {
    const user = userEvent.setup();
    registerForWebinar.mockRejectedValue(new ApiError('Too many webinar registrations from your network. Please wait 10 minutes and try again.', 429));
    openEvent(unlimited.slug);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Too many webinar registrations/)).toBeInTheDocument();
  });

  it('says when a webinar is over, or not in the schedule', async () => {
    const after = new Date(Date.parse(unlimited.startsAt) + 24 * 3_600_000);
    const view = openEvent(unlimited.slug, after);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByText(/has already taken place/)).toBeInTheDocument();
    view.unmount();
    openEvent('no-such-webinar');
    expect(screen.getByRole('heading', { level: 1, name: 'Webinar not found' })).toBeInTheDocument();
    await act(async () => undefined);
    await waitFor(() => expect(webinarSeats).not.toHaveBeenCalled());
  });
});
