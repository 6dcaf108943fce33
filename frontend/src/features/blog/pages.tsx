import { PlaceholderPage } from '../../components/PlaceholderPage';

export function BlogPage() {
  return <PlaceholderPage heading="Blog" />;
}

export function BlogPostPage() {
  return <PlaceholderPage heading="Blog Post" />;
}
