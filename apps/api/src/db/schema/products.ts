import type { EpochMs, NullableColumn } from './columns.ts';

/** pending → active, or pending → failed → pending (the next start retries it). */
export type ProductAssignmentState = 'pending' | 'active' | 'failed';

/** One product a customer uses or is starting; unique per (user_id, product_code). */
export interface ProductAssignmentsTable {
  /** A random UUID. */
  id: string;
  user_id: string;
  /** One of the contract's productCodes. */
  product_code: string;
  /** The plan it was started with (the product's plan in the catalogue). */
  plan_code: string;
  /** Unique across customers (company + product); null until the first provisioning run picks it. */
  workspace: string | null;
  state: ProductAssignmentState;
  /** Provisioning runs started so far. */
  attempts: number;
  /** Why the last run failed; null once active. */
  last_error: string | null;
  /** Set while a provisioning run holds the row; another run may start only after it. */
  lease_expires_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  activated_at: EpochMs | null;
  /** One of the product's pricing plans (migration 2026_12_01_0005); null for rows made before. */
  pricing_plan: NullableColumn<string>;
  /** End of the free trial; null on a free plan and for rows made before migration 2026_12_01_0006. */
  trial_ends_at: NullableColumn<EpochMs>;
}

/** One issued hand-off token (decision 0012), by its nonce; used_at is set by the one verification that consumes it. */
export interface ProductHandoffsTable {
  /** 128 random bits, base64url; the token's signature covers it. */
  nonce: string;
  /** Who is handed over (the signed-in caller). */
  user_id: string;
  product_code: string;
  workspace: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}
