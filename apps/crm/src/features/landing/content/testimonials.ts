export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  city: string;
}

/**
 * Five customer quotes for the CRM home page. The spec gives none: these are
 * drafts the vendor must replace or confirm with the customers (see the README).
 */
export const testimonials: Testimonial[] = [
  {
    id: 'kaveri-agro',
    quote:
      'Our field team used to keep leads in notebooks and lose half of them. Now every enquiry from the website lands in Salesgrow as a lead with an owner, and we follow up the same day.',
    name: 'Priya Raghavan',
    role: 'Sales Manager',
    company: 'Kaveri Agro Exports',
    city: 'Coimbatore',
  },
  {
    id: 'mehta-precision',
    quote:
      'The sales forecast is the first report I open on Monday. I can see which opportunities will close this month and plan production around them.',
    name: 'Rahul Mehta',
    role: 'Director',
    company: 'Mehta Precision Tools',
    city: 'Pune',
  },
  {
    id: 'brightline-interiors',
    quote:
      'Campaigns and mass email replaced three separate tools. We know which campaign brought each lead, and the web-to-lead form took ten minutes to put on our site.',
    name: 'Anita Desai',
    role: 'Marketing Manager',
    company: 'Brightline Interiors',
    city: 'Bengaluru',
  },
  {
    id: 'lakeside-medical',
    quote:
      'With territory management each regional rep sees their own accounts and I see the forecast for every territory. It made our sales meetings half as long.',
    name: 'Michael Turner',
    role: 'Operations Manager',
    company: 'Lakeside Medical Supply',
    city: 'Columbus, Ohio',
  },
  {
    id: 'nexa-logistics',
    quote:
      'Role-based security was the deciding feature for us. Branch staff see their branch, managers see their region, and our customer data stays where it belongs.',
    name: 'Sunil Kapoor',
    role: 'General Manager',
    company: 'Nexa Logistics',
    city: 'New Delhi',
  },
];
