import { randomUUID } from 'node:crypto';
import { parseTrialChoice, type RegisterRequest } from '@wtm/contract';
import type { UserRole } from '../../db/schema.ts';
import { normalizeEmail } from '../../lib/email-address.ts';
import type { NewUserRow } from '../../repositories/users.repository.ts';
import { hashPassword } from './password-hasher.ts';

/**
 * The row of a new account, password hashed. Registration and the create-admin command
 * both use it, so an administrator's password is stored exactly like a customer's.
 * Call it before opening a transaction: hashing takes ~17 ms. A customer confirms the
 * address from the welcome mail; an administrator's was typed by the operator who runs
 * admin:create on the server, who vouches for it (docs/decisions/0031).
 */
export async function prepareAccount(input: RegisterRequest, role: UserRole, now: number): Promise<NewUserRow> {
  const choice = parseTrialChoice(input.product, input.plan);
  return {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    first_name: input.firstName,
    last_name: input.lastName,
    phone_no: input.phoneNo,
    city: input.city,
    company: input.company,
    job_title_id: input.jobTitleId,
    password_hash: await hashPassword(input.password),
    role,
    email_verified_at: role === 'admin' ? now : null,
    trial_product: choice?.productCode ?? null,
    trial_plan: choice?.plan ?? null,
    created_at: now,
    updated_at: now,
  };
}
