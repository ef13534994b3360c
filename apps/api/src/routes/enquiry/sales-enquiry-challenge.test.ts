import { buildApp } from '../../app.ts';
import { enquiryChallengeRule } from '../../services/sales-enquiry/rules.ts';
import { postJson } from '../../test/accounts-fixture.ts';
import { solveFrom } from '../../test/challenge-fixture.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const URL = '/api/register/salesEnquiry';
const THRESHOLD = enquiryChallengeRule.limit;
const SENT = { success: true, systemMessage: 'Your message has been sent. Thank you!' };
const CHALLENGE = {
  success: false,
  systemMessage:
    'We are receiving a lot of enquiries just now. Please complete the verification below and send your enquiry again; everything you typed is still here.',
  challengeRequired: true,
};

let sequence = 0;
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera Iyer',
  enquiryFor: 'WTM Service CRM',
  company: 'Iyer Logistics',
  email: `meera.${(sequence += 1)}@example.com`,
  phoneNo: '+91 98450 12345',
  comment: 'Ten agents, two branches.',
  ...overrides,
});

describe(`sales enquiries while the site-wide rate is high (${testDialect()})`, () => {
  let testApp: TestApp;
  let octet = 0;
  /** Every enquiry of a flood from an address of its own: the per-address limits never see it. */
  const freshAddress = () => `198.18.${Math.floor((octet += 1) / 250)}.${octet % 250}`;
  const send = (payload: object, remoteAddress = freshAddress()) => postJson(testApp.app, URL, payload, { remoteAddress });
  const stored = () => testApp.app.db.selectFrom('sales_enquiries').select(['email', 'status']).execute();
  const queuedNotices = async () => (await testApp.app.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'sales-enquiry').execute()).length;
  /** The enquiries of a flood that take the site to its threshold: all stored, no challenge. */
  const floodToThreshold = async () => {
    for (let count = 0; count < THRESHOLD; count += 1) expect((await send(enquiry())).json()).toEqual(SENT);
  };

  beforeEach(async () => {
    testApp = await createTestApp();
  });

  afterEach(() => testApp.close());

  it(`stores ${THRESHOLD} enquiries in 10 minutes without a challenge, then stores none without a solved one`, async () => {
    await floodToThreshold();
    expect(await stored()).toHaveLength(THRESHOLD);

    const notices = await queuedNotices();
    const refused = [await send(enquiry()), await send(enquiry({ website: 'http://spam.example' }))];
    for (const response of refused) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      // The same answer for a person and a bot that filled the honeypot.
      expect(response.json()).toEqual(CHALLENGE);
    }
    expect(await stored()).toHaveLength(THRESHOLD);
    expect(await queuedNotices()).toBe(notices);
  });

  it('stores the enquiry the visitor sends again with a solved challenge, exactly once', async () => {
    await floodToThreshold();
    const visitor = enquiry({ email: 'priya.the.visitor@example.com' });
    const address = freshAddress();
    expect((await send(visitor, address)).json()).toEqual(CHALLENGE);
    const altcha = await solveFrom(testApp.app);
    expect((await send({ ...visitor, altcha }, address)).json()).toEqual(SENT);
    expect((await stored()).filter((row) => row.email === 'priya.the.visitor@example.com')).toEqual([{ email: 'priya.the.visitor@example.com', status: 'received' }]);
    // The same solution a second time is a replay: refused, not stored again.
    expect((await send({ ...visitor, altcha })).json()).toEqual(CHALLENGE);
    expect((await stored()).filter((row) => row.email === 'priya.the.visitor@example.com')).toHaveLength(1);
  });

  it('refuses a forged or expired solution the same way', async () => {
    await floodToThreshold();
    const past = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: false, challenges: { now: () => Date.now() - 6 * 60_000 } });
    try {
      for (const altcha of ['forged', await solveFrom(past)]) expect((await send(enquiry({ altcha }))).json()).toEqual(CHALLENGE);
    } finally {
      await past.close();
    }
    expect(await stored()).toHaveLength(THRESHOLD);
  });

  it('keeps the per-address limits: the sixth from one address in 10 minutes is a 429, solution or not', async () => {
    await floodToThreshold();
    const address = freshAddress();
    for (let count = 0; count < 5; count += 1) expect((await send({ ...enquiry(), altcha: await solveFrom(testApp.app) }, address)).json()).toEqual(SENT);
    const sixth = await send({ ...enquiry(), altcha: await solveFrom(testApp.app) }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many enquiries from your network') });
  });

  it('counts enquiries to every instance together', async () => {
    const second = await buildApp(testConfig(testApp.site, testApp.database), { startWorkers: false });
    try {
      for (let count = 0; count < THRESHOLD; count += 1) {
        const app = count % 2 === 0 ? testApp.app : second;
        expect((await postJson(app, URL, enquiry(), { remoteAddress: freshAddress() })).json()).toEqual(SENT);
      }
      expect((await postJson(second, URL, enquiry(), { remoteAddress: freshAddress() })).json()).toEqual(CHALLENGE);
      expect((await postJson(testApp.app, URL, enquiry(), { remoteAddress: freshAddress() })).json()).toEqual(CHALLENGE);
    } finally {
      await second.close();
    }
  });
});
