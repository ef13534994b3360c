import { randomUUID } from 'node:crypto';
import type { MyProductResponse, PlanCode, ProductAssignmentResponse } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import { findAssignment, insertAssignmentOnce, readAccountProducts, type ProductAssignmentRow } from '../../repositories/product-assignments.repository.ts';
import { findUserById, type UserRow } from '../../repositories/users.repository.ts';
import { type ProductsCatalogue, type ServerProduct } from './catalogue.ts';
import { accountLists, trialOfNewAssignment } from './account-lists.ts';
import type { HandoffService } from './handoff.ts';
import type { Provisioning } from './provisioning.ts';
import type { RateLimiter, RateRule } from '../rate-limiter.service.ts';
import { actsAsAdmin, type AuthenticatedUser } from '../accounts/sessions.service.ts';
import { checkLimits, type Throttled } from '../throttled.ts';

/** `forbidden` is decided before any lookup, so a customer learns nothing about other ids. */
export type ClientAccess = { kind: 'ok'; client: UserRow } | { kind: 'forbidden' } | { kind: 'not-found' };
/** As ClientAccess, for calls that need the client's id only. */
export type ClientIdAccess = { kind: 'ok'; clientId: string } | { kind: 'forbidden' } | { kind: 'not-found' };

/** `unverified`: the caller has not confirmed their address, so no product opens or starts. */
export type ProductOutcome = { kind: 'answer'; answer: ProductAssignmentResponse } | { kind: 'unverified' } | Throttled;

export interface ProductsService {
  catalogue: ProductsCatalogue;
  /** The caller's own id, or any existing id for an administrator. */
  access(actor: AuthenticatedUser, clientId: string): Promise<ClientAccess>;
  /**
   * access() for calls that need only the id (myProduct): the caller's own id needs no
   * lookup, since authenticating the session just read that account (sessions join users).
   */
  accessId(actor: AuthenticatedUser, clientId: string): Promise<ClientIdAccess>;
  /**
   * productList (active products, with plan and trial end) and notUsedProductList
   * (everything else), catalogue order; whether the address is confirmed, and the product
   * chosen before registering while it has not been started.
   */
  lists(clientId: string): Promise<MyProductResponse>;
  /** checkProductClient: a projectUrl for a product the client uses; success false otherwise. */
  open(actor: AuthenticatedUser, client: UserRow, product: ServerProduct): Promise<ProductOutcome>;
  /** confirmAssignProduct: assigns once, provisions (or retries), answers a projectUrl once active. */
  start(actor: AuthenticatedUser, client: UserRow, product: ServerProduct, planCode: PlanCode): Promise<ProductOutcome>;
}

/** systemMessage texts of the product answers. */
export const productMessages = {
  opening: (name: string) => `Opening ${name}.`,
  ready: (name: string) => `${name} is ready.`,
  notStarted: (name: string) => `You have not started ${name} yet. Choose it under "Access other products" to set it up.`,
  stillSettingUp: (name: string) => `${name} is still being set up. Please try again in a moment.`,
  setupFailed: (name: string) => `We could not set up ${name} just now. Please try again in a moment.`,
  notFinished: (name: string) => `Setting up ${name} did not finish. Choose it under "Access other products" to try again.`,
} as const;

/** Product opens and starts per signed-in caller: far above a person's clicking, low enough to stop a script filling the token table. */
export const productRateRule: RateRule = {
  name: 'product-open-per-user',
  limit: 60,
  windowMs: 15 * 60_000,
  message: 'Too many product requests. Please wait a few minutes and try again.',
};

export const DEFAULT_ANSWER_WITHIN_MS = 15_000;

export interface ProductsDeps {
  db: Executor;
  catalogue: ProductsCatalogue;
  handoff: HandoffService;
  provisioning: Provisioning;
  rateLimiter: RateLimiter;
  /** How long a confirm waits for provisioning before answering "still being set up". */
  answerWithinMs?: number;
  now?: () => number;
}

export function createProductsService(deps: ProductsDeps): ProductsService {
  const { db, catalogue, handoff, provisioning, rateLimiter, answerWithinMs = DEFAULT_ANSWER_WITHIN_MS, now = Date.now } = deps;

  async function access(actor: AuthenticatedUser, clientId: string): Promise<ClientAccess> {
    if (!actsAsAdmin(actor) && actor.id !== clientId) return { kind: 'forbidden' };
    const client = await findUserById(db, clientId);
    return client === undefined ? { kind: 'not-found' } : { kind: 'ok', client };
  }

  async function lists(clientId: string): Promise<MyProductResponse> {
    const account = await readAccountProducts(db, clientId);
    return accountLists(catalogue, account ?? { email_verified_at: null, trial_product: null, trial_plan: null, assignments: [] });
  }

  async function answer(client: UserRow, success: boolean, systemMessage: string, projectUrl?: string): Promise<ProductOutcome> {
    const body: ProductAssignmentResponse = { success, systemMessage, ...(projectUrl === undefined ? {} : { projectUrl }), ...(await lists(client.id)) };
    return { kind: 'answer', answer: body };
  }

  // projectUrl: the configured base URL plus the token; nothing from the request.
  async function projectUrl(actor: AuthenticatedUser, product: ServerProduct, row: ProductAssignmentRow): Promise<string> {
    const token = await handoff.issue({ userId: actor.id, productCode: product.code, workspace: row.workspace ?? '', emailVerified: actor.emailVerified });
    const url = new URL(product.baseUrl);
    url.searchParams.set('handoff', token);
    return url.toString();
  }

  return {
    catalogue,

    access,

    async accessId(actor, clientId) {
      if (actor.id === clientId) return { kind: 'ok', clientId };
      const result = await access(actor, clientId);
      return result.kind === 'ok' ? { kind: 'ok', clientId: result.client.id } : result;
    },

    lists,

    async open(actor, client, product) {
      if (!actor.emailVerified) return { kind: 'unverified' };
      const throttled = await checkLimits(rateLimiter, [[productRateRule, actor.id]]);
      if (throttled) return throttled;
      const row = await findAssignment(db, client.id, product.code);
      if (row?.state === 'active') return answer(client, true, productMessages.opening(product.name), await projectUrl(actor, product, row));
      if (row?.state === 'pending') return answer(client, false, productMessages.stillSettingUp(product.name));
      if (row?.state === 'failed') return answer(client, false, productMessages.notFinished(product.name));
      return answer(client, false, productMessages.notStarted(product.name));
    },

    async start(actor, client, product, planCode) {
      if (!actor.emailVerified) return { kind: 'unverified' };
      const throttled = await checkLimits(rateLimiter, [[productRateRule, actor.id]]);
      if (throttled) return throttled;
      const at = now();
      const row = await insertAssignmentOnce(db, {
        ...trialOfNewAssignment(client, product.code, at),
        id: randomUUID(),
        user_id: client.id,
        product_code: product.code,
        plan_code: planCode,
        workspace: null,
        state: 'pending',
        attempts: 0,
        last_error: null,
        lease_expires_at: null,
        created_at: at,
        updated_at: at,
        activated_at: null,
      });
      const settled = await within(provisioning.run(row, client, product), answerWithinMs);
      if (settled === undefined || settled.state === 'pending') return answer(client, false, productMessages.stillSettingUp(product.name));
      if (settled.state === 'failed') return answer(client, false, productMessages.setupFailed(product.name));
      return answer(client, true, productMessages.ready(product.name), await projectUrl(actor, product, settled));
    },
  };
}

/** The promise's value, or undefined when it takes longer than `ms` (it keeps running). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
