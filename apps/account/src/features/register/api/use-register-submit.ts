import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@wtm/api-client';
import { defaultAfterLoginPath, type RegisterRequest, type TrialChoice } from '@wtm/contract/data';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr, transportErrorMessage } from '../../../lib/error-messages.ts';
import { registerContent } from '../content/register-content.ts';

/**
 * The Register submit: api.register stores the new session itself; the
 * server's message survives the one navigation to /account/home. A refusal shows its
 * message, a transport error "Something went wrong!", and the form is usable again. The
 * product chosen on a product page goes with it.
 */
export function useRegisterSubmit(onSigningIn: (signingIn: boolean) => void, choice?: TrialChoice) {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  return async (values: RegisterRequest) => {
    onSigningIn(true);
    try {
      const response = await api.register(choice === undefined ? values : { ...values, product: choice.productCode, plan: choice.plan });
      if (response.success) {
        dispatch(showSuccess(messageOr(response.systemMessage, registerContent.registered), true));
        navigate(defaultAfterLoginPath, { replace: true });
        return;
      }
      dispatch(showError(response.systemMessage));
    } catch (error) {
      dispatch(showError(transportErrorMessage(error)));
    }
    onSigningIn(false);
  };
}
