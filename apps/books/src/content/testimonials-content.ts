import type { TestimonialContent } from './content-types.ts';

/**
 * The three customer testimonials of the Books home and the GST page (three
 * on the accounting pages). Written for launch; the vendor must confirm each quote and
 * name with the customer before release (see the README).
 */
export const testimonials: TestimonialContent[] = [
  {
    quote:
      'We supply pharmacies across three districts from two godowns. Stock transfers, batch numbers and e-way bills used to live in three different registers; now the transfer order, the stock and the journal are updated together, and our monthly GST return takes an afternoon instead of a week.',
    name: 'Rajesh Agarwal',
    role: 'Managing Partner',
    company: 'Agarwal Pharma Distributors',
    city: 'Jaipur',
  },
  {
    quote:
      'Our two shops keep billing even when the internet drops, because the desktop app works offline and syncs when the line is back. At closing time I can see what sold, what is low and what needs reordering.',
    name: 'Meena Iyer',
    role: 'Owner',
    company: 'Iyer Home Needs',
    city: 'Coimbatore',
  },
  {
    quote:
      'We keep the books of more than forty small businesses. Each client is a separate organisation under one login, journals are posted from their invoices and bills automatically, and the GST reports and accountant reports are ready when we need to file.',
    name: 'CA Sandeep Kulkarni',
    role: 'Partner',
    company: 'Kulkarni & Associates, Chartered Accountants',
    city: 'Pune',
  },
];

/** Accessible name of the testimonial carousel. */
export const testimonialsCarouselLabel = 'Customer testimonials';
