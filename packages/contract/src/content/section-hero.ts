// The headline and text at the top of a section's home page, and the picture beside them
// (the page's own illustration when there is none).
import { object, type InferType } from 'yup';
import { contentParagraph, contentPicture, contentText } from './content-fields.ts';

export const sectionHeroSchema = object({
  headline: contentText('Headline', 120),
  text: contentParagraph('Text', 400),
  picture: contentPicture('Picture'),
});

export type SectionHeroContent = InferType<typeof sectionHeroSchema>;
