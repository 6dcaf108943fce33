import { createContext, useContext } from 'react';
import type { SessionUser } from '../../api/auth';

/** The administrator signed in, as the admin shell's access check found them. */
export const SignedInContext = createContext<SessionUser | undefined>(undefined);

export const useSignedInUser = () => useContext(SignedInContext);
