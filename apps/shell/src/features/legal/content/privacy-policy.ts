// The Privacy Policy, as the vendor publishes it. Edit the words here; the
// page, its meta tags and the notices under the forms follow. Contact details come from
// the one contact file (packages/contract/src/vendor-contact.ts).
import { leadRetentionMonths, vendorContact } from '@wtm/contract/data';
import type { LegalDocument } from './legal-document.ts';

const { company, privacyEmail, postalAddress } = vendorContact;

export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description: 'What the WTM site stores about you when you register, enquire or sign up for a webinar, why, for how long, and how to reach us about it.',
  },
  heading: 'Privacy Policy',
  intro: `${company} runs this site. This policy says what the site stores about you, why, for how long, and what you can ask us to do with it.`,
  lastUpdated: 'Last updated 1 December 2026',
  sections: [
    {
      heading: 'What we store',
      blocks: [
        'We store only what you give us through the site and what the site needs to work:',
        {
          list: [
            'Account data: when you register, your first and last name, e-mail address, phone number, city, company and job title; your password only as a salted argon2id hash that nobody can read back; whether and when you confirmed your e-mail address; the products and plans you start and the end of each free trial.',
            'Sign-in sessions: a random session token, kept on our side only as a hash, with when it was issued, when it expires, when it was last used and when you signed out, and the browser and system it was started from (such as “Chrome 131 on Windows”) and the network it came from, shortened to its first three numbers (such as 203.0.113.0/24). You see them on the Sign-in and security page.',
            'Security history: each sign-in and refused sign-in to your account, and each change of its password, address or sessions, with the browser and system and the shortened network it came from, so that you can see it on the Sign-in and security page. Each line is deleted after 180 days.',
            'Two-step sign-in, if you set it up: the key your authenticator app shares with us, the last code step it used (so that each code works once), the public keys of your passkeys with the names you gave them and when they were added and last used, and your recovery codes, kept on our side only as hashes. They are deleted when you remove them or your account.',
            'Known browsers: for each browser you have signed in from, a random number it keeps in a cookie (stored on our side only as a hash), its browser and system, and when you first and last signed in from it, so that we can tell you of a sign-in from a browser you never used. Each is deleted 180 days after your last sign-in from it.',
            'Enquiries: the name, company, e-mail address, phone number, product and description you send with the sales enquiry form, with the time and the network address it came from.',
            'Webinar registrations: your name, e-mail address and company, and the webinar you registered for.',
            'Mail logs: every message the site sends you (welcome and address confirmation, password reset and change, address change and its notice, new sign-in notices, webinar confirmation) is kept with its recipient, subject, content, and the time and outcome of each delivery attempt.',
            'Security records: counts of sign-in attempts and form submissions per network address and per account, which expire within minutes to hours, and one-time codes of password reset, confirmation and address change links (with the old and new address of a change), kept only as hashes.',
          ],
        },
      ],
    },
    {
      heading: 'In your browser',
      blocks: [
        'After you sign in, the browser keeps the sign-in answer (your account id, e-mail address and session token) in its local storage under the name currentUser, until you log out. The site also sets the cookie XSRF-TOKEN, which protects forms against cross-site request forgery, the cookie wtm_browser after you sign in (a random number that tells your browsers apart, sent only to our sign-in service, kept 400 days) and, while a new version is tried, wtm_cohort (below). None is used for advertising or to follow you across other sites.',
      ],
    },
    {
      heading: 'Measurement of page performance',
      blocks: [
        'To find pages that load slowly or break, your browser tells us, for each page you open, how long the page took to show and respond (the Core Web Vitals: LCP, INP, CLS and TTFB), whether a part of it failed to load or stopped with an error, and which version of the site and of that part it ran.',
        'We store the page’s address without anything after a “?” or “#”, the measurements, a shortened error message from which e-mail addresses and web-address parameters are removed, the versions, the time, and a random number made for that one page view. We do not store your network address, your browser, your account, any cookie or anything that links one page view to another. We delete these records after 30 days.',
        'If your browser sends Do Not Track or Global Privacy Control, it sends none of this, and our server ignores such reports. The site loads no third-party scripts and sends no analytics or advertising data to anyone.',
        'When we try a new version of a part of the site with some visitors first, a cookie named wtm_cohort holds a random number from 0 to 99 so that you keep seeing the same version. Many visitors share each number; it is not linked to you or to anything we store, and it expires after 30 days.',
        'Our servers write an operational log of each request (time, address requested, answer status and duration, and your network address) to keep the service secure and running. These logs are not combined with your account data and are deleted after 30 days.',
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To create and run your account, start the products you choose and send the mail that belongs to it (the contract between us).',
            'To answer your enquiry and to confirm and hold your webinar seat (the steps you asked for).',
            'To keep the site and your account secure: rate limits, the check that appears after repeated failed sign-ins, and the logs above (our legitimate interest).',
          ],
        },
        'We do not sell your data and do not use it for advertising. Our sales team sees enquiries and webinar registrations in order to answer them.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        `Account data is kept while your account exists. You can delete your account on the Sign-in and security page: every device is signed out at once, and 7 days later (signing in before then keeps the account) we delete your details, sessions, browsers and history, the enquiries and webinar registrations sent with your address and the content of the mails we sent you, keeping only a record, under no name or address, of which products the account had and when. Enquiries and webinar registrations are kept for ${leadRetentionMonths} months, mail logs for one year, and expired sessions and one-time codes for 90 days, after which they are deleted.`,
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You can download a copy of everything we hold on you at any time: sign in and choose Download my data on the Sign-in and security page, which gives you one JSON file at once. You can correct your details on your profile and change your address and password on the Sign-in and security page. You can also ask us to correct or delete your data, or object to how we use it: write to us from the address registered with your account and we answer within 30 days. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [`Privacy questions and requests: ${privacyEmail}. By post: ${postalAddress.join(', ')}.`],
    },
  ],
};
