import type { LoginSuccess } from '@wtm/contract';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { answer, fakeFetch } from './fake-fetch.ts';
import type { ResponseLike } from './http.ts';
import { session } from './session.ts';

const user: LoginSuccess = { success: true, token: 'tok-1', systemMessage: 'Hi', id: 'u1', email: 'u1@example.com', firstName: 'Uma', lastName: 'Das' };

function clientAnswering(...answers: Array<ResponseLike | Error>) {
  const goTo = jest.fn();
  const fake = fakeFetch(...answers);
  return { api: createApiClient({ fetch: fake.fetch, goTo, currentPage: () => '/account/home?product=CRM' }), goTo };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => localStorage.clear());

describe('HTTP 401', () => {
  it('signs out, loads Login saying the session ended with this page as returnUrl, and rejects', async () => {
    session.signIn(user);
    const { api, goTo } = clientAnswering(answer(401, { message: 'Token expired' }, 'Unauthorized'));
    const error = await failure(api.myProduct('u1'));
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(session.getCurrentUser()).toBeNull();
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/login?returnUrl=%2Faccount%2Fhome%3Fproduct%3DCRM&session=ended');
  });

  it('goes nowhere for a visitor, so a page cannot reload forever', async () => {
    const { api, goTo } = clientAnswering(answer(401, undefined, 'Unauthorized'));
    expect(await failure(api.listUsers())).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('runs a custom handler instead when one is given', async () => {
    session.signIn(user);
    const onUnauthorized = jest.fn();
    const fake = fakeFetch(answer(401));
    await failure(createApiClient({ fetch: fake.fetch, onUnauthorized }).getUser('u1'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(true);
  });
});

describe('error answers', () => {
  it('uses the body message when there is one', async () => {
    const { api } = clientAnswering(answer(429, { message: 'Too many attempts, try again in a minute', statusCode: 429 }, 'Too Many Requests'));
    const error = await failure(api.forgotPassword('a@example.com'));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 429, message: 'Too many attempts, try again in a minute' });
    expect(error.body).toEqual({ message: 'Too many attempts, try again in a minute', statusCode: 429 });
  });

  it('falls back to the status text', async () => {
    const { api } = clientAnswering(answer(503, '<html>down</html>', 'Service Unavailable'));
    expect(await failure(api.listUsers())).toMatchObject({ status: 503, message: 'Service Unavailable', body: '<html>down</html>' });
  });

  it('falls back to the status code when there is no status text (HTTP/2)', async () => {
    const { api } = clientAnswering(answer(500, { error: 'x' }));
    expect((await failure(api.listUsers())).message).toBe('HTTP 500');
  });

  it('reports a network failure clearly', async () => {
    const cause = new TypeError('Failed to fetch');
    const { api } = clientAnswering(cause);
    const error = await failure(api.listUsers());
    expect(error).toMatchObject({ status: 0, message: 'Could not reach the server. Check your connection and try again.' });
    expect(error.cause).toBe(cause);
  });

  it('passes a cancellation through untouched', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { api } = clientAnswering(abort);
    await expect(api.myProduct('u1', { signal: new AbortController().signal })).rejects.toBe(abort);
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const { api } = clientAnswering(answer(200, '<html>login page</html>'));
    expect(await failure(api.listUsers())).toMatchObject({ status: 200, message: 'The server sent an answer that is not JSON.' });
  });

  it('resolves a 2xx answer with its parsed JSON', async () => {
    const lists = { productList: [{ productCode: 'CRM', productName: 'WTM Salesgrow CRM' }], notUsedProductList: [] };
    const { api } = clientAnswering(answer(200, lists));
    await expect(api.myProduct('u1')).resolves.toEqual(lists);
  });
});
