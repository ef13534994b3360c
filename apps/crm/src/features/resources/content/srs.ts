import type { PdfDocument } from '@wtm/pdf';

/** The CRM software requirements specification (crm-srs.pdf). Plain ASCII: standard Helvetica font. */
export const srs: PdfDocument = {
  fileName: 'crm-srs.pdf',
  title: 'WTM Salesgrow CRM',
  subtitle: 'Software Requirements Specification (SRS), version 1.0',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        'Purpose. This document specifies the functional and non-functional requirements of WTM Salesgrow CRM, the sales customer relationship management product of WTM. It is written for customers evaluating the product, for their administrators and for the WTM teams that build and support it.',
        'Scope. Salesgrow CRM manages the sales cycle of a business: leads, accounts, contacts, activities, opportunities, forecasts, reports, marketing campaigns and the automation around them. Ticket management for customer service is provided by the separate WTM Service CRM and is outside the scope of this document.',
        'Definitions. Lead: a prospective customer not yet qualified. Account: a customer organisation. Contact: a person at an account. Opportunity: a possible sale with an amount, stage and expected closing date. Territory: a named part of the market, such as a region or industry, with its accounts and salespeople.',
      ],
    },
    {
      heading: '2. Overall description',
      paragraphs: [
        'Product perspective. Salesgrow CRM is a cloud (software-as-a-service) application of the WTM portal. A customer registers once on the portal, opens Account Home and starts the CRM from the list of products (product code CRM). The same account can open WTM Account Books and Inventory and WTM Service CRM.',
        'Plans. The product is sold in four plans: Free Account, Standard, Professional and Enterprise. Each plan includes all features of the plans before it. The Free Account allows up to 10 users; the other plans are priced per user per month and require an annual contract. Paid plans can be tried for 15 days without a credit card.',
      ],
      bullets: [
        'User classes: salesperson, sales manager, marketing user, administrator.',
        'Operating environment: a current web browser on a computer, tablet or phone; no installation.',
      ],
    },
    {
      heading: '3. Functional requirements: sales records',
      paragraphs: ['The system shall provide the following on every plan unless stated otherwise.'],
      bullets: [
        'FR-1 Lead management: create, edit and delete leads with owner, source and status; convert a lead into an account, contact and opportunity.',
        'FR-2 Accounts and contacts: keep customer organisations and their people, linked to each other.',
        'FR-3 Tasks, events and call log: plan tasks and events and log calls against any lead, contact, account or opportunity.',
        'FR-4 Opportunities: record amount, stage and expected closing date, and move opportunities through the stages.',
        'FR-5 Views: save filtered and sorted lists of records per user.',
        'FR-6 Reports: provide over 25 standard reports; from Professional, customizable reports and dashboards; on Enterprise, enterprise analytics.',
        'FR-7 Document attachment: attach files to any record.',
        'FR-8 Inventory (from Professional): keep the products and items sold, for use on opportunities.',
      ],
    },
    {
      heading: '4. Functional requirements: forecasting and territories',
      paragraphs: [],
      bullets: [
        'FR-9 Sales forecasting (from Standard): total open opportunities by expected closing period per salesperson, rolled up through the role hierarchy.',
        'FR-10 Territory management (Enterprise): define territories, assign accounts and users to them, and restrict visibility by territory.',
        'FR-11 Forecasting by territory (Enterprise): report the forecast per territory.',
      ],
    },
    {
      heading: '5. Functional requirements: security',
      paragraphs: ['Access to every record and report shall be decided by the following, applied together.'],
      bullets: [
        'FR-12 Profile permission (every plan): which modules a user may open and whether they may create, edit or delete.',
        'FR-13 Role-based security (from Standard): a role hierarchy in which users see the records of the roles below theirs.',
        'FR-14 Group permission (from Professional): share records with a named group of users.',
      ],
    },
    {
      heading: '6. Functional requirements: marketing, automation and customization',
      paragraphs: [],
      bullets: [
        'FR-15 Campaigns and mass email (from Professional): plan campaigns, link leads to the campaign that produced them, and send e-mail to a list of leads or contacts.',
        'FR-16 Workflow rule, workflow alert and task (from Professional): when a record meets a condition, send an alert or create a task.',
        'FR-17 Workflow field update, time-based action and notify owner (Enterprise): update fields, act after a set time and notify the record owner.',
        'FR-18 Webhooks (Enterprise): call an external URL when a record changes.',
        'FR-19 Web forms: web-to-lead and web-to-contact forms (from Professional); web-to-case form and web-to-custom form (Enterprise).',
        'FR-20 Custom fields (from Professional); custom module and unlimited customization (Enterprise).',
      ],
    },
    {
      heading: '7. Non-functional requirements',
      paragraphs: [],
      bullets: [
        'NFR-1 Security: all traffic over HTTPS; passwords of at least 6 characters, stored only as salted hashes; a signed-in session is required for every CRM screen.',
        'NFR-2 Privacy: a customer\'s data is visible only to that customer\'s users, within the permissions of section 5.',
        'NFR-3 Usability: the screens work on phones from 360 pixels wide up to desktop monitors and meet WCAG 2.1 level AA.',
        'NFR-4 Localisation: prices are published in Indian rupees (INR) and US dollars (USD).',
        'NFR-5 Availability: the service is available around the clock, with planned maintenance announced in advance.',
      ],
    },
    {
      heading: '8. Assumptions and constraints',
      paragraphs: [
        'Customers register on the WTM portal before using the CRM. The free trial lasts 15 days. Plan limits (10 users on the Free Account) and plan features are enforced by the CRM. Any change to plans, prices or features is published on the pricing page and the plan comparison of the portal first.',
      ],
    },
  ],
};
