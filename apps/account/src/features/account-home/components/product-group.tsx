import { useId } from 'react';
import styled from 'styled-components';
import type { Product } from '@wtm/api-client';
import { Button, Heading } from '@wtm/ui';
import { Card } from '../../../components/auth-page.tsx';
import { productDetails } from '../content/product-card-content.ts';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Details = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Plan = styled(Details)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface ProductItemProps {
  product: Product;
  variant: 'primary' | 'secondary';
  disabled: boolean;
  busy: boolean;
  onChoose: (product: Product) => void;
}

function ProductItem({ product, variant, disabled, busy, onChoose }: ProductItemProps) {
  const details = productDetails(product, Date.now());
  return (
    <li>
      <Button id={productButtonId(product.productCode)} variant={variant} fullWidth disabled={disabled} loading={busy} onClick={() => onChoose(product)}>
        {product.productName}
      </Button>
      {details.plan === undefined ? null : <Plan>{details.plan}</Plan>}
      <Details>{details.description}</Details>
    </li>
  );
}

/** The id of a product's button, so focus can go back to it after a failed call. */
export const productButtonId = (code: string) => `account-home-product-${code}`;

export interface ProductGroupProps {
  heading: string;
  hint: string;
  empty: string;
  products: readonly Product[];
  /** `primary` for products in use, `secondary` for the others. */
  variant: 'primary' | 'secondary';
  /** True while any product call runs: every button waits. */
  disabled: boolean;
  /** The product whose call runs, shown busy. */
  busyCode?: string | undefined;
  onChoose: (product: Product) => void;
  className?: string;
}

/**
 * One list of products of Account Home, each a button with the product's name
 * and, under it, what the product is and, for one in use, its plan and trial.
 */
export function ProductGroup({ heading, hint, empty, products, variant, disabled, busyCode, onChoose, className }: ProductGroupProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <Heading level={2} size="xl" id={headingId}>
        {heading}
      </Heading>
      {products.length === 0 ? (
        <Hint>{empty}</Hint>
      ) : (
        <>
          <Hint>{hint}</Hint>
          <List>
            {products.map((product) => (
              <ProductItem
                key={product.productCode}
                product={product}
                variant={variant}
                disabled={disabled}
                busy={busyCode === product.productCode}
                onChoose={onChoose}
              />
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
