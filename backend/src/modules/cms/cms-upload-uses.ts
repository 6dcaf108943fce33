import { Injectable, OnModuleInit } from '@nestjs/common';
import { UPLOADS_URL_PATH } from '../../common/files/upload-urls';
import { UploadRef, UploadUsage, UploadUse } from '../uploads';
import { CmsRepository } from './cms.repository';

/** Tells the uploads module which CMS sections show an image, so staff cannot delete one in use. */
@Injectable()
export class CmsUploadUses implements OnModuleInit {
  constructor(
    private readonly usage: UploadUsage,
    private readonly cms: CmsRepository,
  ) {}

  onModuleInit(): void {
    this.usage.register((uploads) => this.find(uploads));
  }

  private async find(uploads: readonly UploadRef[]): Promise<{ upload: string; use: UploadUse }[]> {
    const ids = uploads.map((u) => String(u._id));
    const sections = await this.cms.showingUploads(
      uploads.map((u) => u.key),
      ids,
    );
    return uploads.flatMap((upload, index) =>
      sections
        .filter((section) => {
          const text = `${section.body ?? ''} ${JSON.stringify(section.items ?? [])}`;
          return text.includes(`${UPLOADS_URL_PATH}/${upload.key}-`) || text.includes(`"${ids[index]}"`);
        })
        .map((section) => ({
          upload: ids[index],
          use: {
            kind: 'cms' as const,
            id: String(section._id),
            label: `${section.page}: ${section.title}`,
            where: 'section' as const,
          },
        })),
    );
  }
}
