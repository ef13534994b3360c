import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Executor } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  claimAssignment,
  findAssignmentById,
  markAssignmentActive,
  markAssignmentFailed,
  setWorkspaceIfFree,
  type ProductAssignmentRow,
} from '../../repositories/product-assignments.repository.ts';
import type { ServerProduct } from './catalogue.ts';
import { workspaceBase, workspaceCandidates } from './workspace.ts';

/** What a provisioner is asked to set up. */
export interface ProvisionRequest {
  assignmentId: string;
  userId: string;
  email: string;
  product: ServerProduct;
  workspace: string;
  /** 1 for the first run; a retry after a failure gets the next number. */
  attempt: number;
  /** Aborted when the step times out or the server shuts down. */
  signal: AbortSignal;
}

/**
 * Sets up a product for a customer (creates the workspace in the product). Must be
 * idempotent: a retry after a failure or a timeout asks again for the same workspace.
 * Resolves once the product is ready; rejects with the reason when it cannot be.
 */
export interface ProductProvisioner {
  provision(request: ProvisionRequest): Promise<void>;
}

/**
 * The default: the products are this site's landing pages (or an external product that
 * accepts the hand-off token and creates the workspace on first entry), so there is
 * nothing to call; the workspace record in product_assignments is the whole setup.
 */
export const recordOnlyProvisioner: ProductProvisioner = { provision: async () => {} };

export interface ProvisioningDeps {
  db: Executor;
  provisioner: ProductProvisioner;
  background: BackgroundTasks;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => number;
  /** How long one provisioner call may take before the run counts as failed. */
  stepTimeoutMs?: number;
  /** How long a claimed run holds the row; above stepTimeoutMs, so a live run keeps it. */
  leaseMs?: number;
  /** How often a caller waiting for another instance's run looks at the row. */
  pollMs?: number;
}

export interface Provisioning {
  /**
   * Runs the provisioning of a pending or failed assignment, off the request: the run is
   * a background task (drained before shutdown) that the caller may await or leave. A
   * second call for the same row joins the run in progress (this instance) or waits for
   * it (another instance). Resolves with the row once it is active or failed.
   */
  run(assignment: ProductAssignmentRow, owner: { email: string; company: string }, product: ServerProduct): Promise<ProductAssignmentRow>;
  /** Aborts running steps and stops waiting (the app is closing). */
  close(): void;
}

export const DEFAULT_STEP_TIMEOUT_MS = 30_000;
const MAX_ERROR_LENGTH = 500;

export function createProvisioning(deps: ProvisioningDeps): Provisioning {
  const { db, provisioner, background, log, now = Date.now, stepTimeoutMs = DEFAULT_STEP_TIMEOUT_MS, pollMs = 250 } = deps;
  const leaseMs = deps.leaseMs ?? stepTimeoutMs + 30_000;
  const inFlight = new Map<string, Promise<ProductAssignmentRow>>();
  const controllers = new Set<AbortController>();
  let closing = false;

  async function reserveWorkspace(row: ProductAssignmentRow, owner: { email: string; company: string }, product: ServerProduct): Promise<string> {
    for (const candidate of workspaceCandidates(workspaceBase(owner.company, owner.email, product.slug))) {
      try {
        if (await setWorkspaceIfFree(db, row.id, candidate, now())) return candidate;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const current = await findAssignmentById(db, row.id);
      if (current?.workspace) return current.workspace;
    }
    throw new Error('no free workspace name');
  }

  async function step(row: ProductAssignmentRow, owner: { email: string; company: string }, product: ServerProduct) {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`provisioning took longer than ${stepTimeoutMs} ms`)), stepTimeoutMs);
    const details = { assignmentId: row.id, userId: row.user_id, productCode: row.product_code, attempt: row.attempts };
    try {
      const workspace = row.workspace ?? (await reserveWorkspace(row, owner, product));
      const request = { assignmentId: row.id, userId: row.user_id, email: owner.email, product, workspace, attempt: row.attempts, signal: controller.signal };
      await Promise.race([provisioner.provision(request), rejectOnAbort(controller.signal)]);
      const active = await markAssignmentActive(db, row.id, now());
      log.info({ ...details, workspace }, 'product provisioned');
      return active ?? row;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'provisioning failed';
      log.error({ ...details, err: error }, 'product provisioning failed');
      return (await markAssignmentFailed(db, row.id, message, now())) ?? (await findAssignmentById(db, row.id)) ?? row;
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  // Another instance holds the lease: look until its run ends or its lease runs out.
  async function waitForOtherRun(id: string): Promise<ProductAssignmentRow> {
    for (;;) {
      const row = await findAssignmentById(db, id);
      if (row === undefined) throw new Error(`product assignment ${id} disappeared`);
      const running = row.state === 'pending' && row.lease_expires_at !== null && row.lease_expires_at > now();
      if (!running || closing) return row;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    run(assignment, owner, product) {
      if (assignment.state === 'active') return Promise.resolve(assignment);
      const joined = inFlight.get(assignment.id);
      if (joined !== undefined) return joined;
      const task = (async () => {
        const claimed = await claimAssignment(db, assignment.id, now(), leaseMs);
        return claimed === undefined ? waitForOtherRun(assignment.id) : step(claimed, owner, product);
      })().finally(() => inFlight.delete(assignment.id));
      inFlight.set(assignment.id, task);
      background.run(`provision ${product.code} for ${assignment.user_id}`, () => task);
      return task;
    },

    close() {
      closing = true;
      for (const controller of controllers) controller.abort(new Error('the server is shutting down'));
    },
  };
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
