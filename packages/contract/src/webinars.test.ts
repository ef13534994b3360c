import { enquiryProducts } from './products.ts';
import { webinarDetailsOf } from './webinar-details.ts';
import { findEvent, formatEventStart, productEvents, upcomingEvents, type ProductEvent } from './webinars.ts';

const event = (overrides: Partial<ProductEvent>): ProductEvent => ({ ...productEvents[0]!, ...overrides });

describe('the webinar schedule', () => {
  it('is well-formed: unique slugs, real instants, known products and zones', () => {
    expect(new Set(productEvents.map((item) => item.slug)).size).toBe(productEvents.length);
    for (const item of productEvents) {
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.startsAt))).toBe(false);
      expect(item.startsAt).toMatch(/Z$/);
      expect(enquiryProducts).toContain(item.product);
      expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: item.timeZone })).not.toThrow();
      expect(webinarDetailsOf(item.slug).summary).not.toBe('');
      expect(webinarDetailsOf(item.slug).topics.length).toBeGreaterThan(0);
      if (item.seatLimit !== undefined) expect(Number.isSafeInteger(item.seatLimit) && item.seatLimit > 0).toBe(true);
    }
  });

  it('gives every webinar a page title that fits tabs and search results with the site name', () => {
    for (const item of productEvents) expect((item.shortTitle ?? item.title).length).toBeLessThanOrEqual(54);
    expect(new Set(productEvents.map((item) => item.shortTitle ?? item.title)).size).toBe(productEvents.length);
  });

  it('shows the start in the time zone of the session', () => {
    expect(formatEventStart(event({ startsAt: '2026-12-10T09:30:00Z', timeZone: 'Asia/Kolkata', timeZoneLabel: 'IST' }))).toBe(
      'Thursday 10 December 2026, 3:00 pm IST',
    );
    expect(formatEventStart(event({ startsAt: '2026-12-17T16:00:00Z', timeZone: 'America/New_York', timeZoneLabel: 'ET' }))).toBe(
      'Thursday 17 December 2026, 11:00 am ET',
    );
    // Noon and midnight read as 12, as people write them.
    expect(formatEventStart(event({ startsAt: '2027-03-11T06:30:00Z', timeZone: 'Asia/Kolkata', timeZoneLabel: 'IST' }))).toBe(
      'Thursday 11 March 2027, 12:00 pm IST',
    );
    expect(formatEventStart(event({ startsAt: '2027-01-01T05:05:00Z', timeZone: 'America/New_York', timeZoneLabel: 'ET' }))).toBe(
      'Friday 1 January 2027, 12:05 am ET',
    );
  });

  it('keeps an event listed until it has ended, soonest first', () => {
    const late = event({ slug: 'late', startsAt: '2027-01-01T10:00:00Z', durationMinutes: 60 });
    const early = event({ slug: 'early', startsAt: '2026-12-01T10:00:00Z', durationMinutes: 60 });
    expect(upcomingEvents([late, early], new Date('2026-11-01T00:00:00Z')).map((item) => item.slug)).toEqual(['early', 'late']);
    expect(upcomingEvents([late, early], new Date('2026-12-01T10:59:59Z')).map((item) => item.slug)).toEqual(['early', 'late']);
    expect(upcomingEvents([late, early], new Date('2026-12-01T11:00:00Z')).map((item) => item.slug)).toEqual(['late']);
  });

  it('finds an event by slug, and nothing for an unknown or missing one', () => {
    expect(findEvent(productEvents, productEvents[2]!.slug)).toBe(productEvents[2]);
    expect(findEvent(productEvents, 'nope')).toBeUndefined();
    expect(findEvent(productEvents, null)).toBeUndefined();
  });
});
