import type { PdfDocument } from '@wtm/pdf';

/** The CRM white paper (crm-white-paper.pdf). Plain ASCII: the PDF uses the standard Helvetica font. */
export const whitePaper: PdfDocument = {
  fileName: 'crm-white-paper.pdf',
  title: 'Selling With a System',
  subtitle: 'How a sales CRM helps small and mid-sized businesses grow - a WTM Salesgrow CRM white paper',
  sections: [
    {
      heading: 'Summary',
      paragraphs: [
        'Most small and mid-sized businesses do not lose sales because their product is wrong. They lose them because an enquiry waited a week for an answer, because the one salesperson who knew the customer left, or because nobody could say in March what April would bring.',
        'A customer relationship management (CRM) system fixes these problems by giving every lead an owner, every customer one shared history and every manager a forecast built from live data. This paper explains what changes when a sales team moves from spreadsheets and inboxes to a CRM, and how WTM Salesgrow CRM is organised to make that move in small steps.',
      ],
    },
    {
      heading: 'The cost of an unmanaged pipeline',
      paragraphs: [
        'When leads live in personal inboxes, notebooks and spreadsheets, three things happen. Response times grow, and a prospect who waits often buys elsewhere. Knowledge leaves with people: the history of a customer is in one salesperson\'s head. And the forecast becomes a guess, assembled by hand at the end of the month from figures nobody can check.',
      ],
      bullets: [
        'Enquiries without an owner are answered late or not at all.',
        'Follow-ups depend on memory rather than on a task with a date.',
        'Managers learn about lost deals after the fact.',
      ],
    },
    {
      heading: 'What a CRM changes',
      paragraphs: [
        'A CRM keeps leads, accounts, contacts and opportunities in one database the whole team uses. Each lead has an owner and a status; each call, meeting and task is logged against the customer; each opportunity carries an amount, a stage and an expected closing date.',
        'Because the team works in the same records the reports are built from, reporting is no longer a separate job. Standard reports, dashboards and the sales forecast are always current, and a manager can coach the team on facts instead of impressions.',
      ],
    },
    {
      heading: 'Control without friction',
      paragraphs: [
        'Sharing customer data across a team raises a fair question: who may see what? Salesgrow CRM answers it with three layers. Profile permissions decide which modules a user can open and what they may change. Role-based security follows your organisation chart, so managers see their teams\' records. Group permissions share records across that hierarchy when a project needs it.',
      ],
    },
    {
      heading: 'Automation that grows with you',
      paragraphs: [
        'The first gains of a CRM come from discipline: every lead recorded, every follow-up planned. The next come from automation. Web-to-lead forms create leads from your website without retyping. Workflow rules create tasks and send alerts when something important happens. On Enterprise, time-based actions, field updates, owner notifications and webhooks connect the CRM to the rest of the business.',
      ],
    },
    {
      heading: 'Choosing a plan',
      paragraphs: [
        'Salesgrow CRM has four plans. Each includes everything in the plans before it. Prices are per user per month, and each per-user plan requires an annual contract.',
      ],
      bullets: [
        'Free Account (USD 0): basic sales and marketing for up to 10 users - leads, accounts and contacts, activities, opportunities, views, over 25 standard reports, document attachment and profile permission.',
        'Standard (USD 10): adds role-based security and sales forecasting.',
        'Professional (USD 15): adds campaigns, inventory, customizable reports and dashboards, mass email, custom fields, group permission, workflow rules, alerts and tasks, and web-to-lead and web-to-contact forms.',
        'Enterprise (USD 25): adds territory management and forecasting by territory, custom modules, webhooks, time-based actions, workflow field updates, enterprise analytics, web-to-case and web-to-custom forms, owner notification and unlimited customization.',
      ],
    },
    {
      heading: 'A 15-day plan for your trial',
      paragraphs: [
        'The free trial lasts 15 days and needs no credit card. Teams that get the most from it follow a simple plan.',
      ],
      bullets: [
        'Days 1 to 3: add your users, set up profiles and roles, and enter or convert your current leads.',
        'Days 4 to 10: log every call and meeting in the CRM and plan each follow-up as a task.',
        'Days 11 to 15: read the standard reports and the forecast with your team, and decide which plan fits.',
      ],
    },
    {
      heading: 'Conclusion',
      paragraphs: [
        'A CRM is not a reporting tool for managers; it is the place where a sales team does its work, and the reports come for free. Start with the Free Account or a 15-day trial, and contact WTM sales through the portal with any question about plans, data or training.',
      ],
    },
  ],
};
