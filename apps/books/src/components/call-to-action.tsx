import { CallToActionBox, type HeadingLevel } from '@wtm/ui';
import type { CallToActionContent } from '../content/content-types.ts';

/** Renders a call-to-action content entry with the box of @wtm/ui. */
export function CallToAction({ content, headingLevel = 3 }: { content: CallToActionContent; headingLevel?: HeadingLevel }) {
  return (
    <CallToActionBox
      heading={content.heading}
      text={content.text}
      action={{ label: content.action.label, to: content.action.to }}
      headingLevel={headingLevel}
    />
  );
}
