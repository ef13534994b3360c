/**
 * Every public page of the site (the routes, the pages other pages link to, and the legal pages), as the
 * sitemap lists them, before the pages of the webinars still to come (index.ts). Pages behind sign-in
 * (/account/...), the password screens reached from mail, /logout and the API are left out; robots.txt
 * keeps crawlers off the private ones.
 */
export const publicPages: readonly string[] = [
  '/',
  '/contact',
  '/support',
  '/sales-enquiry',
  '/events',
  '/privacy',
  '/terms',
  '/books',
  '/books/pricing',
  '/books/download',
  '/books/help',
  '/books/features',
  '/books/gst-solutions',
  '/crm',
  '/crm/pricing',
  '/crm/features',
  '/crm/help',
  '/crm/comparison',
  '/crm/sales-enquiry',
  '/login',
  '/register',
];

/** Paths crawlers are asked to keep off: signed-in pages, sign-out and the API. */
export const disallowedPaths: readonly string[] = ['/account/', '/api/', '/users', '/logout'];
