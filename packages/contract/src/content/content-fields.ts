// Field rules every content type shares: text an editor types (trimmed, no control
// characters, a length cap) and whole amounts of money. Content is text, never HTML.
// Each carries its label (and a paragraph its `multiLine` meta): the studio's forms are
// drawn from the schemas' descriptions (content-form.ts).
import { number } from 'yup';
import { textField } from '../fields.ts';

/** Required one-line text of at most `max` characters. */
export const contentText = (label: string, max: number) => textField(label, max).required(`${label} is required`).label(label);

/** Required text that may hold line breaks. */
export const contentParagraph = (label: string, max: number) =>
  textField(label, max, { multiLine: true }).required(`${label} is required`).label(label).meta({ multiLine: true });

/** A price in whole units of a currency: a JSON number, never a string that looks like one. */
export const wholeAmount = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole amount`)
    .min(0, `${label} must not be negative`)
    .max(10_000_000, `${label} must be at most 10000000`)
    .label(label);
