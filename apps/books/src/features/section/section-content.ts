export interface SectionLink {
  label: string;
  href: string;
}

/** The Books section navigation (spec §2, accounting product pages). */
export const booksNavigation: SectionLink[] = [
  { label: 'Home', href: '/books' },
  { label: 'Trail & Pricing', href: '/books/pricing' },
  { label: 'Free Download', href: '/books/download' },
  { label: 'Resources', href: '/books/help' },
  { label: 'Accounting & GST Solution', href: '/books/gst-solutions' },
];

export const booksProductName = 'WTM Account Books and Inventory';
