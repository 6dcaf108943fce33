import type { CmsSectionView } from '../../modules/cms';
import { PdfBlock, renderPdf } from '../../common/pdf/pdf-document';
import { htmlToBlocks, TextBlock } from './html-blocks';

const LONG_DATE = new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', dateStyle: 'long' });

function toPdfBlock(block: TextBlock): PdfBlock {
  if (block.kind === 'heading') return { kind: 'heading', text: block.text, level: 3 };
  if (block.kind === 'item')
    return { kind: 'item', text: block.text, marker: block.marker ?? '•', depth: block.depth };
  return { kind: 'paragraph', text: block.text };
}

export interface TermsDocumentOptions {
  brandName: string;
  /** The public address of the site, for links and the line saying where the terms live. */
  siteUrl: string;
  /** The PDF's own path, so the "download as PDF" line is left out of the PDF. */
  documentPath: string;
}

/** The terms-of-business page as a PDF: the first section's title heads it, every section follows. */
export function termsOfBusinessPdf(
  sections: CmsSectionView[],
  options: TermsDocumentOptions,
): Promise<Buffer> {
  const [first] = sections;
  const title = first?.title ?? 'Terms of business';
  const updated = sections.reduce((latest, s) => (s.updatedAt > latest ? s.updatedAt : latest), new Date(0));
  const selfLink = `${options.siteUrl}${options.documentPath}`;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'paragraph', text: `${options.brandName}. Last updated ${LONG_DATE.format(updated)}.`, size: 9 },
    ...sections.flatMap((section, index) => [
      ...(index === 0 ? [] : [{ kind: 'heading', text: section.title } as PdfBlock]),
      ...htmlToBlocks(section.body, options.siteUrl)
        .filter((block) => !block.text.includes(selfLink))
        .map(toPdfBlock),
    ]),
  ];
  return renderPdf({
    title: `${title} | ${options.brandName}`,
    author: options.brandName,
    blocks,
    footer: (page, pages) => `${options.brandName} \u00b7 ${title} \u00b7 Page ${page} of ${pages}`,
  });
}
