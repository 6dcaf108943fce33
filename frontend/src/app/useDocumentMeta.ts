import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteMeta } from './routeMeta';

export function setNamedMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document title and the title and description metas in step with the route table. */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = findRouteMeta(pathname);
    document.title = title;
    setNamedMeta('title', title);
    setNamedMeta('description', description);
  }, [pathname]);
}
