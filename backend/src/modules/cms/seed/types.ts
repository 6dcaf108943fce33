/**
 * A CMS section as first seeded. `body` is simple safe HTML (see html-allowlist.ts); `title` and every
 * item field are plain text, so the site renders them as text and never as markup.
 */
export interface CmsSectionSeed {
  page: string;
  key: string;
  title: string;
  body: string;
  items?: CmsItem[];
}

export type CmsItem = Testimonial | TeamBlock | Feature | Step | Contact;

export interface Testimonial {
  kind: 'testimonial';
  content: string;
  name: string;
  rating: 4 | 4.5 | 5;
}

export interface TeamBlock {
  kind: 'team';
  header: string;
  /** Public path under /images/team/. */
  image: string;
  imageAlt: string;
  content: string;
  buttonText: string;
  buttonUrl: string;
}

export interface Feature {
  kind: 'feature';
  title: string;
  text: string;
  /** Name of an icon in the frontend's icon set. */
  icon?: string;
}

export interface Step {
  kind: 'step';
  title: string;
  text: string;
}

export interface Contact {
  kind: 'contact';
  label: string;
  value: string;
  /** tel:, mailto: or https: link; items are not HTML, so these schemes are safe here. */
  href?: string;
}
