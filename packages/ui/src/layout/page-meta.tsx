/** Props of {@link PageMeta}. */
export interface PageMetaProps {
  /** Document title, e.g. `Home`. */
  title: string;
  /** Search-result snippet for the page. */
  description: string;
  /** Search keywords; an array is joined with commas. */
  keywords?: string | string[];
  /** Appended to the title as `Title | Site name` when given. */
  siteName?: string;
}

/**
 * Sets the document title and meta description of the current screen. React 19 hoists
 * `<title>` and `<meta>` into `<head>` and removes them when the screen unmounts, so no
 * head-manager library is needed.
 */
export function PageMeta({ title, description, keywords, siteName }: PageMetaProps) {
  // <title> must get a single string child; React warns on mixed text and expressions.
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const keywordText = Array.isArray(keywords) ? keywords.join(', ') : keywords;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
    </>
  );
}
