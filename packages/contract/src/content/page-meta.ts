// A page's head as content: its title (the section's name is added after it) and the
// description search results show. The release's page checks judge the whole title
// (at most 60 characters with the section's name) and the description (at most 160).
import { object, type InferType } from 'yup';
import { contentText } from './content-fields.ts';

export const pageMetaSchema = object({
  title: contentText('Title', 120),
  description: contentText('Description', 300),
});

export type PageMetaContent = InferType<typeof pageMetaSchema>;
