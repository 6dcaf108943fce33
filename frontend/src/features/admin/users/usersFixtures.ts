import type { User, UsersPage } from '#src/api/users';
import { STAFF_USER } from '../../auth/authFixtures';

/** Test fixtures: a page of the users list as the API answers it. */
export function usersPage(users: User[], paging: Partial<UsersPage> = {}): UsersPage {
  return {
    ok: true,
    message: 'OK',
    errors: {},
    users,
    page: 0,
    page_size: 10,
    total_pages: 1,
    total_items: users.length,
    ...paging,
  };
}

export const ADMIN: User = STAFF_USER;
export const PLAIN_USER: User = {
  ...STAFF_USER,
  _id: '65f0c0ffee0000000000a002',
  first_name: 'Ciara',
  email: 'ciara@example.ie',
  isAdmin: false,
};
