import type { LoginFailure, LoginSuccess, ServiceResponse } from '@wtm/api-client';

let counter = 0;

/** A successful sign-in answer with a unique user. */
export function loginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  counter += 1;
  return {
    success: true,
    token: `token-${counter}`,
    systemMessage: 'Login successful',
    id: `user-${counter}`,
    email: `customer${counter}@example.com`,
    firstName: 'Priya',
    lastName: 'Nair',
    ...overrides,
  };
}

/** A refused sign-in or registration; `challengeRequired`: the next one needs a solved challenge. */
export function loginFailure(systemMessage = 'Invalid email or password', challengeRequired?: boolean): LoginFailure {
  return challengeRequired === undefined ? { success: false, systemMessage } : { success: false, systemMessage, challengeRequired };
}

/** A command answer (forgot or change password). */
export function serviceResponse(success: boolean, systemMessage: string): ServiceResponse {
  return { success, systemMessage };
}

/** A promise the test settles by hand, to look at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
