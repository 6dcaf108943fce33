// The blog area's lazy chunk (app/routes.ts).
export { BlogPage } from './BlogPage';
export { BlogPostPage } from './BlogPostPage';
