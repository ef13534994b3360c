import type { Executor } from '../db/schema.ts';

// Everything held on one customer, read for "Download my data": by account id, and by the
// address (normalised; enquiries and mail keep it as typed, so compared in lower case) for
// what visitors send before or without signing in.

export function productsOf(db: Executor, userId: string) {
  return db.selectFrom('product_assignments').select(['product_code', 'plan_code', 'pricing_plan', 'state', 'created_at', 'activated_at', 'trial_ends_at']).where('user_id', '=', userId).orderBy('created_at').execute();
}

export function enquiriesFrom(db: Executor, email: string) {
  return db.selectFrom('sales_enquiries').select(['enquiry_for', 'first_name', 'company', 'email', 'phone_no', 'comment', 'client_address', 'created_at']).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).orderBy('created_at').execute();
}

export function webinarRegistrationsFrom(db: Executor, email: string) {
  return db.selectFrom('webinar_registrations').select(['event_slug', 'name', 'email', 'company', 'status', 'client_address', 'created_at', 'confirmed_at']).where('email', '=', email).orderBy('created_at').execute();
}

export function sessionsOf(db: Executor, userId: string) {
  return db.selectFrom('sessions').select(['device', 'network', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at']).where('user_id', '=', userId).orderBy('created_at').execute();
}

export function knownBrowsersOf(db: Executor, userId: string) {
  return db.selectFrom('known_browsers').select(['device', 'first_seen_at', 'last_seen_at']).where('user_id', '=', userId).orderBy('first_seen_at').execute();
}

export function mailsTo(db: Executor, email: string) {
  return db.selectFrom('mail_outbox').select(['kind', 'subject', 'created_at', 'sent_at', 'status']).where((eb) => eb(eb.fn('lower', ['recipient']), '=', email)).orderBy('created_at').execute();
}
