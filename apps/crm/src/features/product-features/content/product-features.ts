export interface FeatureSection {
  /** Also the fragment id, so /crm/features#territory links to the section. */
  id: string;
  heading: string;
  summary: string;
  points: string[];
  /** Which plans include it, in the words of the product specification. */
  availability: string;
}

/** The CRM features page (/crm/features): the eight sections. */
export const productFeaturesContent = {
  meta: {
    title: 'Features',
    description:
      'What WTM Salesgrow CRM does: dashboards, lead management, custom modules, reports, sales forecasting, CRM customization, website forms and territory management.',
  },
  heading: 'CRM features',
  intro:
    'Everything your sales team needs to find, follow and close business, and everything a manager needs to see where it stands. Each section says which plans include it.',
  contentsLabel: 'On this page',
  availabilityLabel: 'Plans:',
  pricingLink: { label: 'See plans and pricing', to: '/crm/pricing' },
  sections: [
    {
      id: 'dashboard',
      heading: 'Dashboard',
      summary:
        'The dashboard is the first screen after you sign in: the state of your sales at a glance, built from the same records your team updates all day.',
      points: [
        'Open leads, opportunities by stage and the tasks and events due today.',
        'The month’s forecast next to what has already closed.',
        'Customizable dashboards on Professional; enterprise analytics across teams on Enterprise.',
      ],
      availability: 'Every plan; customizable dashboards from Professional.',
    },
    {
      id: 'lead-management',
      heading: 'Lead Management',
      summary:
        'Every enquiry becomes a lead with an owner and a status, so nobody has to ask who is calling back and when.',
      points: [
        'Add leads by hand, or let web-to-lead forms create them from your website.',
        'Log tasks, events and calls against the lead and attach the documents you exchanged.',
        'Filter leads with saved views, such as "New this week" or "My hot leads".',
        'Convert a qualified lead into an account, a contact and an opportunity in one step.',
      ],
      availability: 'Every plan, including the Free Account.',
    },
    {
      id: 'custom-modules',
      heading: 'Custom Modules',
      summary:
        'Track what is particular to your business, such as site visits, service contracts or dealer applications, as modules of their own next to leads and accounts.',
      points: [
        'Define the fields of each module and link its records to accounts and contacts.',
        'Use views, reports, workflows and permissions on custom modules exactly as on the built-in ones.',
        'Fill a custom module from your website with a web-to-custom form.',
      ],
      availability: 'Enterprise.',
    },
    {
      id: 'report-management',
      heading: 'Report Management',
      summary: 'Answers to the questions managers ask every week, without exporting anything to a spreadsheet.',
      points: [
        'Over 25 standard reports on leads, accounts, activities, opportunities and the pipeline.',
        'Customizable reports: choose the columns, filters and grouping, then save and share them.',
        'Permissions apply to reports too: people see figures only for records they may see.',
      ],
      availability: 'Standard reports in every plan; customizable reports from Professional.',
    },
    {
      id: 'sales-forecasting',
      heading: 'Sales Forecasting',
      summary:
        'The forecast adds up the open opportunities by expected closing date and amount, so you know what the coming months should bring.',
      points: [
        'Forecasts per salesperson, rolled up through the role hierarchy to their managers.',
        'Compare the forecast with what has closed as the month goes on.',
        'Forecasting by territory on Enterprise, for companies organised by region or industry.',
      ],
      availability: 'From Standard; forecasting by territory on Enterprise.',
    },
    {
      id: 'crm-customization',
      heading: 'CRM Customization',
      summary: 'Make the CRM follow your sales process instead of changing your process to fit the software.',
      points: [
        'Custom fields on leads, accounts, contacts and opportunities.',
        'Workflow rules that create tasks, send alerts and, on Enterprise, update fields or act after a set time.',
        'Webhooks that tell your other systems when a record changes.',
        'Profile permissions, role-based security and group permissions decide who sees and edits what.',
      ],
      availability: 'Custom fields and workflow rules from Professional; unlimited customization on Enterprise.',
    },
    {
      id: 'website-forms',
      heading: 'Website Integration with Forms',
      summary:
        'Put a form on your website and every submission arrives in the CRM as a record, with its owner notified at once.',
      points: [
        'Web-to-lead and web-to-contact forms for enquiries and sign-ups.',
        'Web-to-case forms for customer requests and web-to-custom forms for custom modules.',
        'Copy the generated form code into any page of your site; no programming needed.',
      ],
      availability: 'Web-to-lead and web-to-contact from Professional; web-to-case and web-to-custom on Enterprise.',
    },
    {
      id: 'territory',
      heading: 'Territory',
      summary:
        'Divide your market into territories, by region, city or industry, and give each sales team the accounts that belong to it.',
      points: [
        'Assign accounts and salespeople to territories; each team sees its own customers.',
        'Forecast and report by territory to compare regions fairly.',
        'Reassign a territory when people move, and its accounts move with it.',
      ],
      availability: 'Enterprise.',
    },
  ] satisfies FeatureSection[],
};
