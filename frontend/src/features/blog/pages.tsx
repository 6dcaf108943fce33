// The blog area's lazy chunk (app/routes.ts); a post's page is a chunk of its own (BlogPostPage).
export { BlogPage } from './BlogPage';
