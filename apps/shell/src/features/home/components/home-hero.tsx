import { ActionLink, HeroBand } from '@wtm/ui';
import suiteOverviewUrl from '../../../assets/suite-overview.svg';
import { homeContent } from '../content/home-content.ts';

/**
 * The suite's name, a short introduction and the two first steps, try it or talk to
 * sales, beside a picture of the products: the site's one hero band (@wtm/ui).
 */
export function HomeHero() {
  const [primary, secondary] = homeContent.actions;
  return (
    <HeroBand
      heading={homeContent.heading}
      tagline={homeContent.intro}
      image={{ src: suiteOverviewUrl, width: 560, height: 400, alt: homeContent.heroImageAlt }}
      actions={
        <>
          {primary ? <ActionLink target={primary} /> : null}
          {secondary ? <ActionLink target={secondary} variant="secondary" /> : null}
        </>
      }
    />
  );
}
