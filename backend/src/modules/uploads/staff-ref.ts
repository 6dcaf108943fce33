import type { UserView } from '../../common/auth';
import type { StaffRef } from './schemas/upload.schema';

/** How records name the staff member who acted (uploader, author): their id and full name. */
export function staffRef(user: UserView): StaffRef {
  return { id: user._id, name: `${user.first_name} ${user.last_name}`.trim() };
}
