import type { PdfDocument } from '@wtm/pdf';

/** The CRM user guide (crm-user-guide.pdf). Plain ASCII: the PDF uses the standard Helvetica font. */
export const userGuide: PdfDocument = {
  fileName: 'crm-user-guide.pdf',
  title: 'WTM Salesgrow CRM User Guide',
  subtitle: 'Getting started, and everyday work with leads, accounts, opportunities and reports',
  sections: [
    {
      heading: 'About this guide',
      paragraphs: [
        'This guide is for salespeople, sales managers and administrators who use WTM Salesgrow CRM. It explains how to open the CRM for the first time and how to do the daily work of a sales team: capturing leads, following them up, tracking opportunities and reading reports and forecasts.',
        'Some features belong to particular plans. Where that is the case the guide names the plan: Free Account, Standard, Professional or Enterprise. Each plan includes everything in the plans below it.',
      ],
    },
    {
      heading: 'Getting started',
      paragraphs: [
        'Salesgrow CRM is opened from your WTM account. If you do not have one yet, choose Register on the WTM portal and fill in your first and last name, e-mail address, phone number, city, company and job title, and a password of at least 6 characters.',
        'After registering you arrive at Account Home. Products you already use are listed under "Access your products"; Salesgrow CRM appears under "Access other products" until you start it. Choose it and wait a moment while your CRM is set up; the CRM then opens in your browser. From then on, sign in with Login and open the CRM from Account Home.',
        'Paid plans can be tried free for 15 days, and no credit card is needed. The Free Account can be used by up to 10 users.',
      ],
      bullets: [
        'Forgot your password? Choose "Forget Password?" on the Login page and enter your e-mail address; you will receive instructions to choose a new one.',
        'Use a current version of Chrome, Edge, Firefox or Safari, on a computer, tablet or phone.',
      ],
    },
    {
      heading: 'Your dashboard',
      paragraphs: [
        'The dashboard is the first screen of the CRM. It shows your open leads, your opportunities by stage, the tasks and events due today and, from the Standard plan, the forecast for the month. Everything on it is calculated from the records you and your colleagues keep up to date, so it is as current as your team.',
        'On Professional and Enterprise you can customize dashboards: choose which reports appear and arrange them for each team.',
      ],
    },
    {
      heading: 'Working with leads',
      paragraphs: [
        'A lead is a person or company that has shown interest but has not yet been qualified. Create a lead with its name, company, contact details, source and status, and give it an owner: the salesperson responsible for the next step.',
        'Use views to see the leads that matter now, for example your own open leads or the leads created this week. When a lead is qualified, convert it: the CRM creates an account, a contact and, if you wish, an opportunity, and keeps the history of calls and tasks.',
      ],
      bullets: [
        'Set the status as the lead progresses, for example New, Contacted, Qualified or Lost.',
        'From Professional, web-to-lead forms on your website create leads for you.',
      ],
    },
    {
      heading: 'Accounts, contacts and opportunities',
      paragraphs: [
        'An account is a customer organisation; contacts are the people you deal with there. An opportunity is a possible sale to an account, with an amount, a stage and an expected closing date.',
        'Move each opportunity through the stages of your sales process. The amount and closing date feed the sales forecast, so keep them realistic. Attach proposals, price lists and signed orders to the record with document attachment, so the whole team finds them in one place.',
      ],
    },
    {
      heading: 'Tasks, events and the call log',
      paragraphs: [
        'Plan your follow-up as tasks (something to do by a date) and events (a meeting at a time). Log each call with its outcome. Tasks, events and calls are linked to the lead, contact, account or opportunity they concern, and appear on its history.',
        'Your open tasks and today\'s events are listed on the dashboard. A manager can see the activities of their team through views and reports.',
      ],
    },
    {
      heading: 'Reports and forecasts',
      paragraphs: [
        'Every plan includes over 25 standard reports on leads, accounts, activities, opportunities and the pipeline. From Professional, customizable reports let you choose columns, filters and grouping and save the result for your team.',
        'From Standard, sales forecasting adds up open opportunities by expected closing month for each salesperson and rolls them up to their managers. On Enterprise you can also forecast by territory and use enterprise analytics across teams.',
      ],
    },
    {
      heading: 'Users, permissions and security',
      paragraphs: [
        'An administrator adds users and decides what each may do. A profile permission sets which modules a user can open and whether they can create, edit or delete records; it is available on every plan.',
        'From Standard, role-based security arranges users in a hierarchy, such as salesperson, branch manager and regional head, so that managers see their team\'s records and others see only their own. From Professional, group permission shares records with a group of users across the hierarchy.',
      ],
    },
    {
      heading: 'Automation and website forms',
      paragraphs: [
        'From Professional, a workflow rule watches for a condition, such as a new lead from a campaign or an opportunity moving to Negotiation, and then sends an alert or creates a task. On Enterprise, workflows can also update fields, act after a set time, notify the record owner and call webhooks to inform your other systems.',
        'Website forms are created in the CRM and pasted into your site: web-to-lead and web-to-contact from Professional, web-to-case and web-to-custom forms on Enterprise.',
      ],
    },
    {
      heading: 'Getting help',
      paragraphs: [
        'The Resources page of the CRM section of the WTM portal links to this guide, the training videos, the white paper and the requirements specification. For questions about plans, moving your data or training, use Contact Sales on the portal; for help with your account, see the Support page.',
      ],
    },
  ],
};
