/** The posts screens' own addresses (app/routes.ts maps them to the screens). */
export const POSTS_LIST = '/admin/posts';
export const POST_CREATE = '/admin/posts/create';
export const postEditPath = (id: string) => `/admin/posts/edit/${encodeURIComponent(id)}`;
