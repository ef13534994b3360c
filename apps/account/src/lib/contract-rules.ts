// The contract's validation rules load once a form is in use: the shared
// '@wtm/contract' brings yup (12 KB gzip), which a screen does not need to show itself.
// Everything else the screens use comes from '@wtm/contract/data' (no yup).
import type * as Contract from '@wtm/contract';

/** The whole shared contract module, rules included. */
export type ContractRules = typeof Contract;

let loaded: ContractRules | undefined;
let loading: Promise<ContractRules> | undefined;

/** The rules if they have loaded already (a later form has them from its first render). */
export function loadedContractRules(): ContractRules | undefined {
  return loaded;
}

/**
 * Loads the rules once. A failed load is not tried again: the federation runtime keeps
 * the failed promise of a shared module, so every later load would fail the same way
 * until the page is reloaded.
 */
export function loadContractRules(): Promise<ContractRules> {
  loading ??= import('@wtm/contract').then((rules) => (loaded = rules));
  return loading;
}
