import type { MyProductResponse, ProductAssignmentResponse, ProductCode } from '@wtm/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './accounts-fixture.ts';

/** A GET of the account calls with the caller's bearer token (none when undefined). */
export function accountGet(app: FastifyInstance, url: string, token: string | undefined, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { ...(token === undefined ? {} : bearer(token)), ...headers } });
}

export const myProductUrl = (clientId: string) => `/api/account/myProduct?clientId=${encodeURIComponent(clientId)}`;

export const checkUrl = (clientId: string, productCode: string, parentProductCode = productCode) =>
  `/api/account/checkProductClient?clientId=${encodeURIComponent(clientId)}&productCode=${encodeURIComponent(productCode)}&parentProductCode=${encodeURIComponent(parentProductCode)}`;

export const confirmUrl = (clientId: string, productCode: string, planCode: string) =>
  `/api/account/confirmAssignProduct?clientId=${encodeURIComponent(clientId)}&productCode=${encodeURIComponent(productCode)}&planCode=${encodeURIComponent(planCode)}`;

export const planOf: Record<ProductCode, string> = { ACCOUNT: 'SAEN', CRM: 'SCEN', SERVICE: 'SSEN' };

/** Starts a product through the API and returns the answer, failing the test on a non-200. */
export async function startProduct(app: FastifyInstance, token: string, clientId: string, code: ProductCode): Promise<ProductAssignmentResponse> {
  const response = await accountGet(app, confirmUrl(clientId, code, planOf[code]), token);
  if (response.statusCode !== 200) throw new Error(`confirmAssignProduct answered ${response.statusCode}: ${response.body}`);
  return response.json() as ProductAssignmentResponse;
}

export const codesOf = (list: MyProductResponse['productList']) => list.map((product) => product.productCode);

/** The `handoff` parameter of a projectUrl. */
export function handoffTokenOf(projectUrl: string): string {
  const token = new URL(projectUrl).searchParams.get('handoff');
  if (token === null) throw new Error(`no handoff token in ${projectUrl}`);
  return token;
}
