import type { CmsSectionView } from '../../modules/cms';
import { htmlToBlocks, TextBlock } from './html-blocks';
import { PdfBlock, writePdf } from './pdf-writer';

const LONG_DATE = new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', dateStyle: 'long' });

function toPdfBlock(block: TextBlock): PdfBlock {
  if (block.kind === 'heading')
    return { text: block.text, weight: 'bold', size: 11.5, spaceBefore: 10, keepWithNext: 2 };
  if (block.kind === 'item')
    return { text: block.text, indent: 14 * ((block.depth ?? 1) - 1), marker: block.marker, spaceBefore: 3 };
  return { text: block.text };
}

export interface TermsDocumentOptions {
  brandName: string;
  /** The public address of the site, for links and the line saying where the terms live. */
  siteUrl: string;
  /** The PDF's own path, so the "download as PDF" line is left out of the PDF. */
  documentPath: string;
}

/** The terms-of-business page as a PDF: the first section's title heads it, every section follows. */
export function termsOfBusinessPdf(sections: CmsSectionView[], options: TermsDocumentOptions): Buffer {
  const [first] = sections;
  const title = first?.title ?? 'Terms of business';
  const updated = sections.reduce((latest, s) => (s.updatedAt > latest ? s.updatedAt : latest), new Date(0));
  const selfLink = `${options.siteUrl}${options.documentPath}`;
  const blocks: PdfBlock[] = [
    { text: title, weight: 'bold', size: 20 },
    { text: `${options.brandName}. Last updated ${LONG_DATE.format(updated)}.`, size: 9, spaceBefore: 6 },
    ...sections.flatMap((section, index) => [
      ...(index === 0
        ? []
        : [{ text: section.title, weight: 'bold', size: 13, spaceBefore: 16, keepWithNext: 2 } as PdfBlock]),
      ...htmlToBlocks(section.body, options.siteUrl)
        .filter((block) => !block.text.includes(selfLink))
        .map(toPdfBlock),
    ]),
  ];
  return writePdf({
    title: `${title} | ${options.brandName}`,
    blocks,
    footer: (page, pages) => `${options.brandName} \u00b7 ${title} \u00b7 Page ${page} of ${pages}`,
  });
}
