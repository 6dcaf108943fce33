import { StreamableFile } from '@nestjs/common';

/** A PDF answered as a download named `fileName`. */
export const pdfFile = (pdf: Buffer, fileName: string) =>
  new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"` });
