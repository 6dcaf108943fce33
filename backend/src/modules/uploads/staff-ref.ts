import type { Principal, UserView } from '../../common/auth';
import type { StaffRef } from './schemas/upload.schema';

/** How records name the staff member who acted (uploader, author): their id and full name. */
export function staffRef(user: UserView): StaffRef {
  return { id: user._id, name: `${user.first_name} ${user.last_name}`.trim() };
}

/** `staffRef` of a session, or the integrator's key by its id and name, on routes keys may call. */
export function callerRef(caller: Principal): StaffRef {
  return caller.kind === 'session'
    ? staffRef(caller.user)
    : { id: caller.key.id, name: `${caller.key.name} (API key)` };
}
