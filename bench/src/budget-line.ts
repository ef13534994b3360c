/** How one budget line came out. */
export type Verdict = 'PASS' | 'FAIL' | 'INFO' | 'NOT MEASURED';

/** One line of the bench report: what was measured, against which budget, and the verdict. */
export interface BudgetLine {
  id: string;
  what: string;
  measured: string;
  budget: string;
  verdict: Verdict;
}
