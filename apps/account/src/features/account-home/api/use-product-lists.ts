import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, type MyProductResponse } from '@wtm/api-client';
import { alertDismissed, showError } from '@wtm/shell-contract';
import { productErrorMessage } from './product-error-message.ts';

export type ProductListsState = { status: 'loading' } | { status: 'ready'; lists: MyProductResponse } | { status: 'failed' };

/**
 * The customer's product lists, loaded when the screen opens. A failure shows
 * its message in the alert and leaves `retry`; `replace` takes the lists a product call
 * answered with, so the screen follows what the server says.
 */
export function useProductLists(clientId: string) {
  const dispatch = useDispatch();
  const [state, setState] = useState<ProductListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.myProduct(clientId, { signal: controller.signal }).then(
      (lists) => {
        if (!controller.signal.aborted) setState({ status: 'ready', lists });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch(showError(productErrorMessage(error)));
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [clientId, attempt, dispatch]);

  const retry = useCallback(() => {
    dispatch(alertDismissed());
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [dispatch]);

  const replace = useCallback((lists: MyProductResponse) => setState({ status: 'ready', lists }), []);

  return { state, retry, replace };
}
