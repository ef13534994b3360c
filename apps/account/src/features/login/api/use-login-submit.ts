import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath, api } from '@wtm/api-client';
import { toLoginRequest, type LoginFormValues } from '@wtm/contract/data';
import { showError, showSuccess } from '@wtm/shell-contract';
import type { Challenge } from '@wtm/ui/final-form';
import type { FormApi } from 'final-form';
import type { RawValues } from '../../../components/account-form.tsx';
import { loginErrorMessage, messageOr } from '../../../lib/error-messages.ts';
import { loginContent } from '../content/login-content.ts';
import type { OpenSecondStep } from './use-second-step-submit.ts';

/**
 * The Login submit: on success the server's message survives the one
 * navigation to returnUrl (a site path other than Login, Register and Logout, else
 * /account/home); a refusal or a transport error shows an error and leaves the form
 * usable again.
 * `onSigningIn(true)` is called before the request, so the screen's signed-in redirect
 * does not race this navigation; `false` when the sign-in did not happen. A refusal that
 * asks for a challenge shows the verification; a sent one is used up. A right password on
 * an account with a second factor hands its step to `onSecondStep`.
 */
export function useLoginSubmit(onSigningIn: (signingIn: boolean) => void, afterAnswer: Challenge['afterAnswer'], onSecondStep: (step: OpenSecondStep) => void) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return async (values: LoginFormValues, form: FormApi<RawValues>) => {
    const clearChallenge = () => form.change('altcha', undefined);
    onSigningIn(true);
    try {
      const response = await api.login(toLoginRequest({ ...values, rememberMe: values.rememberMe === true }));
      if (response.success) {
        dispatch(showSuccess(messageOr(response.systemMessage, loginContent.signedIn), true));
        navigate(afterSignInPath(searchParams.get('returnUrl')), { replace: true });
        return;
      }
      if (response.secondFactor !== undefined) {
        // The password was right: the page turns to the second step (no error to show).
        onSecondStep({ ...response.secondFactor, rememberMe: values.rememberMe === true });
        onSigningIn(false);
        return;
      }
      dispatch(showError(response.systemMessage));
      afterAnswer(response, values.altcha, clearChallenge);
    } catch (error) {
      dispatch(showError(loginErrorMessage(error)));
      afterAnswer(undefined, values.altcha, clearChallenge);
    }
    onSigningIn(false);
  };
}
