import { legalPages } from '@wtm/contract/data';
import type { LinkTarget } from '@wtm/ui';
import { company, type NamedLink } from './site-content.ts';

/** The header's Products menu. */
export const productsMenu: NamedLink[] = [
  { label: 'Sales CRM', href: '/crm' },
  { label: 'Account Books and Inventory', href: '/books' },
];

export const headerLinks = {
  support: { label: 'Support', href: '/support' },
  contactSales: { label: 'Contact Sales', href: '/contact' },
  register: { label: 'Register', href: '/register' },
  login: { label: 'Login', href: '/login' },
  myAccount: { label: 'My Account', href: '/account/home' },
  logout: { label: 'Logout', href: '/logout' },
};

export interface FooterGroup {
  heading: string;
  links: LinkTarget[];
}

/** Footer link groups. */
export const footerGroups: FooterGroup[] = [
  {
    heading: 'Useful Links',
    links: [
      { label: 'Contact sales', to: '/contact' },
      { label: 'Support', to: '/support' },
      { label: 'Login', to: '/login' },
      { label: 'Register', to: '/register' },
    ],
  },
  {
    heading: 'Products',
    links: [
      { label: 'Account Books and Inventory', to: '/books' },
      { label: 'Sales CRM', to: '/crm' },
      { label: 'Service CRM', to: '/crm#service-crm' },
    ],
  },
  {
    heading: 'About',
    links: [
      { label: company.profile.label, href: company.profile.href },
      { label: company.parentSite.label, href: company.parentSite.href },
      legalPages.privacy,
      legalPages.terms,
    ],
  },
];
