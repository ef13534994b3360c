/** When a canary is judged, and what it must meet (CANARY_* settings, docs/decisions/0034). */
export interface CanaryPolicy {
  /** Page views of the canary before any verdict. */
  minViews: number;
  /** How much higher than stable's its error and load-failure rates may be (0–1). */
  margin: number;
  /** p75 budgets, in ms ("good" Core Web Vitals by default). */
  lcpBudgetMs: number;
  inpBudgetMs: number;
  /** How often the running canaries are judged. */
  checkMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { minViews: 200, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 };
