import styled from 'styled-components';
import { FeatureList, Grid, InfoBox, Section } from '@wtm/ui';

// The cards of a row share a height; their links line up along the bottom.
const ProductCard = styled(InfoBox)`
  & > div:last-child {
    margin-top: auto;
  }
`;
import { productHighlights } from '../content/home-content.ts';

/** A card per product: what it is for, three strengths and a link to its pages. */
export function ProductHighlights() {
  return (
    <Section heading={productHighlights.heading} tone="muted">
      <Grid as="ul" columns={{ phone: 1, tablet: 2, laptop: 3 }}>
        {productHighlights.items.map((product) => (
          <li key={product.name}>
            <ProductCard heading={product.name} action={product.link}>
              <p>{product.text}</p>
              <FeatureList items={product.points} label={`${product.name} highlights`} />
            </ProductCard>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
