// The app composes its features, so it alone may compare their content: texts written
// separately for different pages must still tell the same story as the plans.
import { allFeatures } from './features/landing/content/all-features.ts';
import { planFeatures, plans } from './features/plans/content/plans.ts';
import { srs } from './features/resources/content/srs.ts';
import { whitePaper } from './features/resources/content/white-paper.ts';

const text = (document: typeof srs) =>
  document.sections.flatMap((section) => [...section.paragraphs, ...(section.bullets ?? [])]).join(' ').toLowerCase();

describe('content consistency', () => {
  it('lists every plan feature exactly once in the home page’s All Features', () => {
    const items = allFeatures.groups.flatMap((group) => group.items);
    expect([...items].sort()).toEqual(planFeatures.map((feature) => feature.label).sort());
  });

  it('names every plan feature in the SRS', () => {
    const srsText = text(srs);
    for (const feature of planFeatures) expect(srsText).toContain(feature.label.toLowerCase());
  });

  it('quotes the USD prices of the plans in the white paper', () => {
    const paperText = text(whitePaper);
    for (const plan of plans) expect(paperText).toContain(`${plan.name} (usd ${plan.prices.USD})`.toLowerCase());
  });
});
