import { useEffect, useRef } from 'react';
import type { MyProductResponse, Product } from '@wtm/api-client';

/**
 * Starts the product chosen before registering, once, as soon as the lists say the
 * address is confirmed and the product has never been started: the customer
 * who came from a pricing page does not choose twice. The server forgets the choice once
 * the product is started (or failed to start), so a reload does not start it again.
 */
export function useTrialStart(lists: MyProductResponse | undefined, idle: boolean, start: (product: Product) => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !idle || lists === undefined || !lists.emailVerified || lists.trialChoice === undefined) return;
    const product = lists.notUsedProductList.find((item) => item.productCode === lists.trialChoice?.productCode);
    if (product === undefined) return;
    started.current = true;
    start(product);
  }, [lists, idle, start]);
}
