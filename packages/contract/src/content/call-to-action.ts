// A box with a heading, a short text and one link: the Books free trial box.
import { object, type InferType } from 'yup';
import { contentLink, contentParagraph, contentText } from './content-fields.ts';

export const callToActionSchema = object({
  heading: contentText('Heading', 80),
  text: contentParagraph('Text', 400),
  action: object({
    label: contentText('Link text', 40),
    to: contentLink('Link'),
  }).label('Link'),
});

export type CallToActionEntry = InferType<typeof callToActionSchema>;
