import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, session } from '@wtm/api-client';
import { showSuccess } from '@wtm/shell-contract';
import { logoutContent } from '../content/logout-content.ts';

/**
 * Signs out once when the screen opens, then replaces the page with /login.
 * api.logout revokes the token on the server and signs out locally whatever happens.
 * StrictMode mounts effects twice in development: the ref keeps it to one call, and the
 * mounted flag (set again on the second mount) lets that one call still navigate.
 */
export function useLogoutOnOpen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wasSignedIn = session.isSignedIn();
    const finish = () => {
      if (!mounted.current) return;
      if (wasSignedIn) dispatch(showSuccess(logoutContent.signedOut, true));
      navigate(logoutContent.next, { replace: true });
    };
    // A failed server call still signed the user out here; the customer can do nothing
    // more about it, so both ways end on the Login screen.
    api.logout().then(finish, finish);
  }, [dispatch, navigate]);
}
