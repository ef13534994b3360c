import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api, isApiError, type RequestOptions } from '@wtm/api-client';
import type { AccountSecondFactors } from '@wtm/contract';
import { showError, showSuccess } from '@wtm/shell-contract';
import { useApiData } from '../../../hooks/use-api-data.ts';
import { securityContent } from '../content/security-content.ts';

/** A refusal's own message (step-up, a wrong code, a 429, a cancelled prompt); the fallback for a failed connection or a fault. */
function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === 0 || error.status >= 500 ? fallback : error.message;
  return error instanceof Error ? error.message : fallback;
}

const loadFactors = (options: RequestOptions) => api.secondFactors(options);
const webAuthn = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

/**
 * The account's second factors and the changes to them. Each change says its answer (or
 * the refusal: step-up, a wrong code, a 429) and the list is read again; the ones that
 * make recovery codes resolve with them (empty when none were made), else undefined.
 */
export function useSecondFactors() {
  const dispatch = useDispatch();
  const { state, retry, reload } = useApiData<AccountSecondFactors>(loadFactors);
  const copy = securityContent.twoFactor;

  const act = useCallback(
    async <T extends { systemMessage?: string }>(call: () => Promise<T>): Promise<T | undefined> => {
      try {
        const answer = await call();
        if (answer.systemMessage) dispatch(showSuccess(answer.systemMessage));
        return answer;
      } catch (error) {
        dispatch(showError(messageOf(error, copy.failed)));
        return undefined;
      } finally {
        reload();
      }
    },
    [dispatch, reload, copy.failed],
  );

  const addPasskey = useCallback(
    (name: string) =>
      act(async () => {
        const browser = await webAuthn();
        if (!browser.browserSupportsWebAuthn()) throw new Error(copy.passkeys.unsupported);
        const { challengeId, options } = await api.passkeyRegistrationOptions();
        const response = await browser.startRegistration({ optionsJSON: options as never }).catch(() => {
          throw new Error(copy.passkeys.cancelled);
        });
        return api.registerPasskey({ challengeId, response: response as unknown as Record<string, unknown>, name });
      }),
    [act, copy.passkeys],
  );

  return {
    state,
    retry,
    setUpApp: () => api.setUpAuthenticatorApp().catch((error: unknown) => void dispatch(showError(messageOf(error, copy.failed)))),
    confirmApp: (code: string) => act(() => api.confirmAuthenticatorApp(code)),
    removeApp: () => act(() => api.removeAuthenticatorApp()),
    remakeCodes: () => act(() => api.remakeRecoveryCodes()),
    addPasskey,
    removePasskey: (id: string) => act(() => api.removePasskey(id)),
  };
}
