import {
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Actor } from '../../common/auth';
import { FileStore } from '../../common/files/file-store';
import { moveDirectoryIntoStore } from '../../common/files/move-into-store';
import { FieldErrorsException } from '../../common/http/problem';
import { pageInfo, PageQueryDto, pageWindow } from '../../common/pagination/pagination';
import { AuditService } from '../audit';
import { ResponsiveImageDto, UploadDto } from './dto/upload.dto';
import { IMAGE_FIELD } from './image-file.interceptor';
import { ImageRejectedError, processImage, ProcessedImage } from './image/process-image';
import { StaffRef, UploadRecord } from './schemas/upload.schema';
import { UploadsRepository } from './uploads.repository';
import { AppConfig } from '../../config/app-config';
import { UPLOADS_KEY_PREFIX, variantFileKey, variantUrl } from '../../common/files/upload-urls';
import { UploadUse, UploadUsage } from './upload-usage';

/** A file as it arrived (multer's memory storage). */
export interface IncomingFile {
  buffer: Buffer;
  originalname: string;
}

/** The widest variant used as `src`, for the rare browser that ignores `srcset`. */
const FALLBACK_MAX_WIDTH = 960;

/** The image library: takes uploads in, answers them ready for `srcset`, and refuses to delete one in use. */
@Injectable()
export class UploadsService implements OnModuleInit {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly uploads: UploadsRepository,
    private readonly files: FileStore,
    private readonly usage: UploadUsage,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /** Images that earlier versions kept in the uploads directory move into the file store, once. */
  async onModuleInit(): Promise<void> {
    const moved = await moveDirectoryIntoStore(this.config.uploadsDir, this.files, UPLOADS_KEY_PREFIX);
    if (moved > 0)
      this.logger.log(`Moved ${moved} uploaded files from ${this.config.uploadsDir} into the file store`);
  }

  /** Stores an image once: the same picture uploaded again answers the record it already has. */
  async upload(
    file: IncomingFile | undefined,
    alt: string | undefined,
    uploadedBy: StaffRef,
    actor: Actor,
  ): Promise<UploadDto> {
    if (!file) throw new FieldErrorsException({ [IMAGE_FIELD]: ['Please choose an image to upload.'] });
    const image = await this.process(file.buffer);
    // Written even for a picture the library has, which restores any of its files that went missing.
    await Promise.all(
      image.variants.map((v) =>
        this.files.put(variantFileKey(image.key, v.width), v.data, { contentType: 'image/webp' }),
      ),
    );
    const existing = await this.uploads.findByKey(image.key);
    if (existing) return this.withUsage(existing);
    const record = await this.insert(image, file, alt ?? '', uploadedBy);
    const view = toUploadView(record, []);
    await this.audit.record(actor, {
      action: 'upload.create',
      targetType: 'upload',
      targetId: view._id,
      after: view,
    });
    return view;
  }

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [records, total] = await this.uploads.page(window);
    const uses = await this.usage.of(records);
    return {
      uploads: records.map((r) => toUploadView(r, uses.get(String(r._id)) ?? [])),
      ...pageInfo(window, total),
    };
  }

  async get(id: string): Promise<UploadDto> {
    return this.withUsage(await this.existing(id));
  }

  async updateAlt(id: string, alt: string, actor: Actor): Promise<UploadDto> {
    const before = await this.existing(id);
    const after = await this.uploads.setAlt(id, alt);
    if (!after) throw new NotFoundException('Image not found.');
    const view = await this.withUsage(after);
    await this.audit.record(actor, {
      action: 'upload.update',
      targetType: 'upload',
      targetId: id,
      before: { alt: before.alt },
      after: { alt: view.alt },
    });
    return view;
  }

  /** Refused while a post or CMS section shows the image; otherwise the record and its files go. */
  async delete(id: string, actor: Actor): Promise<void> {
    const upload = await this.existing(id);
    const uses = (await this.usage.of([upload])).get(id) ?? [];
    if (uses.length > 0) throw new ConflictException(inUseMessage(uses));
    await this.uploads.delete(id);
    await this.files.remove(upload.variants.map((v) => variantFileKey(upload.key, v.width)));
    await this.audit.record(actor, {
      action: 'upload.delete',
      targetType: 'upload',
      targetId: id,
      before: toUploadView(upload, []),
    });
  }

  /** The images with these ids that exist, keyed by id (for posts' cover images). */
  async imagesFor(ids: string[]): Promise<Map<string, ResponsiveImageDto>> {
    const records = await this.uploads.images(ids);
    return new Map(records.map((r) => [String(r._id), toResponsiveImage(r)]));
  }

  private async process(bytes: Buffer): Promise<ProcessedImage> {
    try {
      return await processImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new UnsupportedMediaTypeException(error.message);
      throw error;
    }
  }

  private insert(image: ProcessedImage, file: IncomingFile, alt: string, uploadedBy: StaffRef) {
    return this.uploads.insert({
      key: image.key,
      filename: displayName(file.originalname),
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: file.buffer.length,
      variants: image.variants.map(({ width, height, bytes }) => ({
        width,
        height,
        bytes,
        url: variantUrl(image.key, width),
      })),
      alt,
      uploadedBy,
    });
  }

  private async withUsage(record: UploadRecord): Promise<UploadDto> {
    const uses = await this.usage.of([record]);
    return toUploadView(record, uses.get(String(record._id)) ?? []);
  }

  private async existing(id: string): Promise<UploadRecord> {
    const found = await this.uploads.findById(id);
    if (!found) throw new NotFoundException('Image not found.');
    return found;
  }
}

function toResponsiveImage(record: Pick<UploadRecord, '_id' | 'width' | 'height' | 'alt' | 'variants'>) {
  const variants = record.variants.map(({ width, height, url, bytes }) => ({ width, height, url, bytes }));
  const fallback = variants.filter((v) => v.width <= FALLBACK_MAX_WIDTH).pop() ?? variants[0];
  return {
    _id: String(record._id),
    src: fallback?.url ?? '',
    width: record.width,
    height: record.height,
    alt: record.alt,
    variants,
  };
}

function toUploadView(record: UploadRecord, usedBy: UploadUse[]): UploadDto {
  return {
    ...toResponsiveImage(record),
    filename: record.filename,
    format: record.format,
    bytes: record.bytes,
    uploadedBy: { id: record.uploadedBy.id, name: record.uploadedBy.name },
    usedBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Only for showing: no path, no control characters, a sensible length. */
function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'image';
}

function inUseMessage(uses: UploadUse[]): string {
  const places = uses.map((use) =>
    use.kind === 'post' ? `the ${use.where} of the post "${use.label}"` : `the CMS section "${use.label}"`,
  );
  return `This image is in use and cannot be deleted. It appears in ${joinList(places)}. Remove it there first.`;
}

function joinList(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
