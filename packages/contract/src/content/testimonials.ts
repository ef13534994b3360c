// Customers' quotes shown in a page's testimonial carousel, in the order they are shown.
import { array, object, type InferType } from 'yup';
import { contentParagraph, contentText } from './content-fields.ts';

export const testimonialSchema = object({
  quote: contentParagraph('Quote', 600),
  name: contentText('Name', 80),
  role: contentText('Role', 80),
  company: contentText('Company', 120),
  city: contentText('City', 60),
}).label('Testimonial');

/** A section's `testimonials` entry. */
export const testimonialsSchema = object({
  testimonials: array(testimonialSchema).required('Testimonials are required').min(1, 'At least one testimonial').max(12, 'At most 12 testimonials').label('Testimonials'),
});

export type TestimonialsContent = InferType<typeof testimonialsSchema>;
