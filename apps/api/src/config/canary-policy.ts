import type { CanaryPolicy } from '@wtm/releases';

// When a canary is judged, and what it must meet (CANARY_* settings, docs/decisions/0034):
// the type is the release platform's verdict's.
export type { CanaryPolicy };

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { minViews: 200, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 };
