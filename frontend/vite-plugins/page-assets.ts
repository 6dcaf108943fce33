import type { Rolldown } from 'vite';
import type { PageAssets } from './manifest-files.ts';

type Chunk = Rolldown.OutputChunk;

/**
 * The files a page's lazy chunk needs beyond what index.html loads already: the chunk, the chunks it
 * imports, and their stylesheets, so the server can list them in the page's head. The bundle must be
 * the final one (see route-manifest.ts).
 */
export function pageAssets(bundle: Rolldown.OutputBundle, source: string): PageAssets {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk) => {
    const found = new Set<Chunk>();
    const visit = (chunk: Chunk) => {
      if (found.has(chunk)) return;
      found.add(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (!imported) throw new Error(`${chunk.fileName} imports ${file}, which is not in the bundle`);
        visit(imported);
      }
    };
    visit(start);
    return found;
  };
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
  const page = chunks.find((chunk) =>
    chunk.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(`/src/${source}`),
  );
  if (!page) throw new Error(`routes.ts names '${source}' as a page chunk, but no chunk comes from it`);
  const needed = [...closure(page)].filter((chunk) => !loaded.has(chunk));
  return {
    scripts: needed.map((chunk) => `/${chunk.fileName}`),
    styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
      (file) => `/${file}`,
    ),
  };
}
