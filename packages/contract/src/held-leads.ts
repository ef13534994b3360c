// The held queue of leads: enquiries and webinar sign-ups stored past the
// site-wide ceiling an hour, kept for the sales desk, as `GET /api/admin/heldLeads` lists them.

/**
 * How long enquiries and webinar registrations are kept, in months: the vendor's one
 * value, applied by the API's housekeeping and stated on the Privacy Policy page.
 */
export const leadRetentionMonths = 24;

export interface HeldEnquiry {
  id: string;
  firstName: string;
  company: string;
  email: string;
  phoneNo: string;
  enquiryFor: string;
  comment: string;
  /** ISO 8601. */
  receivedAt: string;
}

export interface HeldRegistration {
  id: string;
  eventSlug: string;
  name: string;
  company: string;
  email: string;
  receivedAt: string;
}

export interface HeldLeads {
  /** The ceiling: leads stored as usual an hour site-wide; past it they wait here. */
  ceilingPerHour: number;
  enquiries: { total: number; listed: HeldEnquiry[] };
  registrations: { total: number; listed: HeldRegistration[] };
}
