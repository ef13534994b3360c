import '@testing-library/jest-dom';
import { session } from '@wtm/api-client';

// Every test starts signed out, whatever the one before stored.
beforeEach(() => {
  session.signOut();
  localStorage.clear();
});
