import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath, api, type LoginResponse } from '@wtm/api-client';
import type { SecondFactorStep } from '@wtm/contract/data';
import { showError, showSuccess } from '@wtm/shell-contract';
import type { Challenge } from '@wtm/ui/final-form';
import type { FormApi } from 'final-form';
import type { RawValues } from '../../../components/account-form.tsx';
import { loginErrorMessage, messageOr } from '../../../lib/error-messages.ts';
import { loginContent } from '../content/login-content.ts';

/** A sign-in's second step as the page holds it: the step, and the Remember me of the first. */
export interface OpenSecondStep extends SecondFactorStep {
  rememberMe: boolean;
}

/**
 * What the page does with any sign-in answer: signed in, to returnUrl (the message survives
 * the navigation); a refusal shown. Returns the refusal for the caller's own handling.
 */
export function useSignedInNavigation() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (response: LoginResponse) => {
    if (response.success) {
      dispatch(showSuccess(messageOr(response.systemMessage, loginContent.signedIn), true));
      navigate(afterSignInPath(searchParams.get('returnUrl')), { replace: true });
      return undefined;
    }
    dispatch(showError(response.systemMessage));
    return response;
  };
}

/**
 * The second step's submit: a code (app or recovery). A refusal that keeps the step open
 * stays on it (asking for the challenge when the answer does); one without `secondFactor`
 * means the step is gone, and `onStepEnded` takes the visitor back to the password.
 */
export function useSecondStepSubmit(step: OpenSecondStep, onSigningIn: (signingIn: boolean) => void, onStepEnded: () => void, afterAnswer: Challenge['afterAnswer']) {
  const dispatch = useDispatch();
  const settle = useSignedInNavigation();
  return async (values: { code: string; altcha?: string }, form: FormApi<RawValues>) => {
    const clearChallenge = () => form.change('altcha', undefined);
    onSigningIn(true);
    try {
      const refusal = settle(await api.completeSignIn({ token: step.token, code: values.code, rememberMe: step.rememberMe, ...(values.altcha === undefined ? {} : { altcha: values.altcha }) }));
      if (refusal === undefined) return;
      if (refusal.secondFactor === undefined) onStepEnded();
      else {
        form.change('code', '');
        afterAnswer(refusal, values.altcha, clearChallenge);
      }
    } catch (error) {
      dispatch(showError(loginErrorMessage(error)));
      afterAnswer(undefined, values.altcha, clearChallenge);
    }
    onSigningIn(false);
  };
}
