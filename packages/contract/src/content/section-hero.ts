// The headline and text at the top of a section's home page.
import { object, type InferType } from 'yup';
import { contentParagraph, contentText } from './content-fields.ts';

export const sectionHeroSchema = object({
  headline: contentText('Headline', 120),
  text: contentParagraph('Text', 400),
});

export type SectionHeroContent = InferType<typeof sectionHeroSchema>;
