/** The users screens' own addresses (app/routes.ts maps them to the screens). */
export const USERS_LIST = '/admin/user';
export const USER_CREATE = '/admin/user/create';
export const userEditPath = (id: string) => `/admin/user/edit/${encodeURIComponent(id)}`;
