import '@testing-library/jest-dom';
import { session } from '@wtm/api-client';
import { loadContractRules } from '../lib/contract-rules.ts';

// In the browser the forms' rules load once a form is in use; here they are loaded
// before any test, so a test sees no late state update (account-form.test.tsx covers
// a submit that comes before them).
beforeAll(() => loadContractRules());

// Every test starts signed out, whatever the one before stored.
beforeEach(() => {
  session.signOut();
  localStorage.clear();
});
