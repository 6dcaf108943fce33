import { useMemo } from 'react';
import { postBodyHtml } from '../../blog/postHtml';
import type { PostFormValues } from './postForm';

/** The post as the blog will show it, from the values on screen (the server sanitises them again). */
export function PostPreview({ values }: { values: PostFormValues }) {
  const body = useMemo(() => postBodyHtml(values.body), [values.body]);
  const cover = values.cover?.image;
  return (
    <article className="post-preview" aria-label="Preview">
      <h2 className="post-preview__title">{values.title || 'Untitled post'}</h2>
      {values.excerpt && <p className="post-preview__excerpt">{values.excerpt}</p>}
      {cover && (
        <img
          className="post-preview__cover"
          src={cover.src}
          srcSet={cover.srcSet}
          sizes="(min-width: 48rem) 48rem, 100vw"
          width={cover.width}
          height={cover.height}
          alt={values.coverImageAlt || cover.alt}
        />
      )}
      <div className="prose post-preview__body" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
