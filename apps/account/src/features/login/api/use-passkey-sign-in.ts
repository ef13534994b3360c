import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@wtm/api-client';
import { showError } from '@wtm/shell-contract';
import { loginErrorMessage } from '../../../lib/error-messages.ts';
import { loginContent } from '../content/login-content.ts';
import { useSignedInNavigation } from './use-second-step-submit.ts';

// The WebAuthn browser library is loaded only on the sign-in page, after it shows.
const webAuthn = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

/**
 * Passkey sign-in: `signInWithPasskey` for the button, and the browser's autofill (the
 * username field offers the site's passkeys) where it is supported, started once the page
 * shows and cancelled when it goes. Either signs in to returnUrl.
 */
export function usePasskeySignIn(onSigningIn: (signingIn: boolean) => void) {
  const dispatch = useDispatch();
  const settle = useSignedInNavigation();
  const settleRef = useRef(settle);
  settleRef.current = settle;

  const run = useCallback(
    async (autofill: boolean) => {
      const browser = await webAuthn();
      if (autofill ? !(await browser.browserSupportsWebAuthnAutofill()) : !browser.browserSupportsWebAuthn()) {
        if (!autofill) dispatch(showError(loginContent.passkey.unsupported));
        return;
      }
      const { challengeId, options } = await api.passkeySignInOptions();
      let response;
      try {
        response = await browser.startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill });
      } catch {
        // Cancelled by the visitor, or by another ceremony: nothing to say for autofill.
        if (!autofill) dispatch(showError(loginContent.passkey.cancelled));
        return;
      }
      onSigningIn(true);
      if (settleRef.current(await api.passkeySignIn({ challengeId, response: response as unknown as Record<string, unknown> })) !== undefined) onSigningIn(false);
    },
    [dispatch, onSigningIn],
  );

  useEffect(() => {
    run(true).catch(() => undefined);
    return () => {
      void webAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [run]);

  return useCallback(() => {
    run(false).catch((error: unknown) => {
      dispatch(showError(loginErrorMessage(error)));
      onSigningIn(false);
    });
  }, [run, dispatch, onSigningIn]);
}
