import { createContext, useContext } from 'react';
import type { Permission, SessionUser } from '../../api/auth';

/** The staff member signed in, as the admin shell's access check found them. */
export const SignedInContext = createContext<SessionUser | undefined>(undefined);

export const useSignedInUser = () => useContext(SignedInContext);

/** What the signed-in staff member's role may do (none until the access check answers). */
export const PermissionsContext = createContext<readonly Permission[]>([]);

export const usePermissions = () => useContext(PermissionsContext);
