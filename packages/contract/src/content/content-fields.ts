// Field rules every content type shares: text an editor types (trimmed, no control
// characters, a length cap) and whole amounts of money. Content is text, never HTML.
// Each carries its label (and a paragraph its `multiLine` meta): the studio's forms are
// drawn from the schemas' descriptions (content-form.ts).
import { number, object } from 'yup';
import { strictString, textField, trimString } from '../fields.ts';
import { ALT_TEXT_MAX, PICTURE_ID, PICTURE_MAX_SIDE } from './content-pictures.ts';

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

/** The longest link a content entry may hold. */
export const CONTENT_LINK_MAX = 300;

/**
 * A link as content holds it: a path of this site (`/books/pricing`: the API checks it
 * names one of the site's pages) or an https:// address; nothing else (no `javascript:`,
 * no `//host`, which browsers read as another site).
 */
export function isContentLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A required link (`meta.link`: the API checks the site paths it names against the site's pages). */
export const contentLink = (label: string) =>
  strictString(label)
    .transform(trimString)
    .required(`${label} is required`)
    .max(CONTENT_LINK_MAX, `${label} is at most ${CONTENT_LINK_MAX} characters`)
    .test('link', `${label} must be a path of this site, such as /books/pricing, or an https:// address`, (value) => value === undefined || isContentLink(value))
    .label(label)
    .meta({ link: true });

const side = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(PICTURE_MAX_SIDE, `${label} must be at most ${PICTURE_MAX_SIDE}`)
    .label(label);

/**
 * An optional picture field (`meta.picture`: the form shows an upload, the API checks the
 * id names a stored picture of that size). Absent when the entry has none.
 */
export const contentPicture = (label: string) =>
  object({
    id: strictString('Picture')
      .required('Upload a picture')
      .matches(PICTURE_ID, { message: 'Picture is not an uploaded picture', excludeEmptyString: true })
      .label('Picture'),
    alt: contentText('Description for people who cannot see it', ALT_TEXT_MAX),
    width: side('Width'),
    height: side('Height'),
  })
    .default(undefined)
    .optional()
    .label(label)
    .meta({ picture: true });
