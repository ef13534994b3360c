import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, type MyProductResponse, type Product, type ProductAssignmentResponse } from '@wtm/api-client';
import { statusMessages } from '@wtm/contract/data';
import { showError } from '@wtm/shell-contract';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { messageOr } from '../../../lib/error-messages.ts';
import { accountHomeContent as content } from '../content/account-home-content.ts';
import { productErrorMessage } from './product-error-message.ts';

/** `opening` an owned product (checkProductClient) or `starting` another (confirmAssignProduct). */
export type ProductAction = { kind: 'idle' } | { kind: 'opening' | 'starting'; product: Product };

/** Only http(s) addresses are followed: never a `javascript:` or `data:` URL, whoever sent it. */
function isWebUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

function listsOf(answer: ProductAssignmentResponse): MyProductResponse | undefined {
  if (!Array.isArray(answer.productList) || !Array.isArray(answer.notUsedProductList)) return undefined;
  const { productList, notUsedProductList, emailVerified, trialChoice } = answer;
  return { productList, notUsedProductList, emailVerified: emailVerified === true, ...(trialChoice === undefined ? {} : { trialChoice }) };
}

/**
 * Opening and starting products. While one runs, `action` says which (the
 * screen shows its message and disables every product button). Success navigates the
 * browser to projectUrl and stays busy until the page goes; a refusal or a failed call
 * shows an error, takes the lists of the answer and makes the buttons usable again.
 */
export function useProductActions(clientId: string, onLists: (lists: MyProductResponse) => void) {
  const dispatch = useDispatch();
  const [action, setAction] = useState<ProductAction>({ kind: 'idle' });
  // Guards a second click that lands before the re-render disables the buttons.
  const running = useRef(false);

  // Back from the product page, the browser may restore this page as it was left (busy):
  // make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setAction({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const run = useCallback(
    async (kind: 'opening' | 'starting', product: Product) => {
      if (running.current) return;
      running.current = true;
      setAction({ kind, product });
      try {
        const answer =
          kind === 'opening'
            ? await api.checkProductClient(clientId, product.productCode)
            : await api.confirmAssignProduct(clientId, product.productCode);
        if (answer.success && isWebUrl(answer.projectUrl)) {
          browserNavigation.assign(answer.projectUrl);
          return;
        }
        const lists = listsOf(answer);
        if (lists) onLists(lists);
        dispatch(showError(answer.success ? content.noProjectUrl : messageOr(answer.systemMessage, statusMessages.somethingWentWrong)));
      } catch (error) {
        dispatch(showError(productErrorMessage(error)));
      }
      running.current = false;
      setAction({ kind: 'idle' });
    },
    [clientId, dispatch, onLists],
  );

  return {
    action,
    open: useCallback((product: Product) => run('opening', product), [run]),
    start: useCallback((product: Product) => run('starting', product), [run]),
  };
}
