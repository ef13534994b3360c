import { wholeNumber, type ValuesOf } from './variables.ts';

/**
 * What one person with a script may make the site store or send, whatever the number of
 * addresses they use (README, "Operating"). Every count is kept in the database, so every
 * instance keeps the same budget.
 */
export interface AbuseBudgets {
  /** MAIL_PER_RECIPIENT_DAILY: mails the site sends one address (the sales inbox aside) in 24 hours. */
  mailsPerRecipientPerDay: number;
  /** LEADS_PER_HOUR: enquiries and webinar sign-ups stored as usual per hour site-wide; more wait in the held queue. */
  leadsPerHour: number;
  /** TELEMETRY_EVENTS_PER_MINUTE: field-data events stored per minute site-wide; more are sampled. */
  telemetryEventsPerMinute: number;
  /** TELEMETRY_MAX_ROWS: the most field-data rows kept, raw and hourly each; housekeeping drops the oldest past it. */
  telemetryMaxRows: number;
}

export const DEFAULT_ABUSE_BUDGETS: AbuseBudgets = {
  mailsPerRecipientPerDay: 3,
  leadsPerHour: 500,
  telemetryEventsPerMinute: 10_000,
  telemetryMaxRows: 5_000_000,
};

export const abuseBudgetVariables = {
  MAIL_PER_RECIPIENT_DAILY: wholeNumber(1, DEFAULT_ABUSE_BUDGETS.mailsPerRecipientPerDay),
  LEADS_PER_HOUR: wholeNumber(1, DEFAULT_ABUSE_BUDGETS.leadsPerHour),
  TELEMETRY_EVENTS_PER_MINUTE: wholeNumber(100, DEFAULT_ABUSE_BUDGETS.telemetryEventsPerMinute),
  TELEMETRY_MAX_ROWS: wholeNumber(10_000, DEFAULT_ABUSE_BUDGETS.telemetryMaxRows),
};

export function readAbuseBudgetsEnv(values: ValuesOf<typeof abuseBudgetVariables>): AbuseBudgets {
  return {
    mailsPerRecipientPerDay: values.MAIL_PER_RECIPIENT_DAILY,
    leadsPerHour: values.LEADS_PER_HOUR,
    telemetryEventsPerMinute: values.TELEMETRY_EVENTS_PER_MINUTE,
    telemetryMaxRows: values.TELEMETRY_MAX_ROWS,
  };
}
