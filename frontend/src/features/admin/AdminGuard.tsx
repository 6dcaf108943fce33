import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession, hasStaffAccess, type SessionAnswer } from '../../api/auth';
import { alert } from '../../components/dialogs';
import { LoadingHeart } from '../../components/LoadingHeart';

type Access = 'unknown' | 'granted' | 'denied';

interface AdminGuardProps {
  /** Told who is logged in, and what they may do, once access is granted. */
  onLoggedIn?: (session: SessionAnswer) => void;
  children: ReactNode;
}

/**
 * SPEC §4 "Admin access guard": loading while access is unknown, then the login check decides.
 * Any staff member fully signed in is granted (each screen then checks their permissions); anything
 * else alerts 'Access Denied' and then goes to the home page.
 */
export function AdminGuard({ onLoggedIn, children }: AdminGuardProps) {
  const navigate = useNavigate();
  const [access, setAccess] = useState<Access>('unknown');
  // The latest callback, without running the check again when a parent re-renders.
  const onLoggedInRef = useRef(onLoggedIn);
  useEffect(() => {
    onLoggedInRef.current = onLoggedIn;
  });

  useEffect(() => {
    let current = true;
    getSession().then(
      (session) => {
        if (!current) return;
        const granted = hasStaffAccess(session);
        if (granted) onLoggedInRef.current?.(session);
        setAccess(granted ? 'granted' : 'denied');
      },
      () => current && setAccess('denied'),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (access !== 'denied') return;
    let current = true;
    void alert('Access Denied').then(() => current && navigate('/', { replace: true }));
    return () => {
      current = false;
    };
  }, [access, navigate]);

  return access === 'granted' ? children : <LoadingHeart label="Checking access" />;
}
