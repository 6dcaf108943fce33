export { ResponsiveImageDto, StaffRefDto } from './dto/upload.dto';
export { StaffRef } from './schemas/upload.schema';
export { serveUploads } from './serve-uploads';
export { callerRef, staffRef } from './staff-ref';
export { UploadUsage } from './upload-usage';
export type { UploadRef, UploadUse } from './upload-usage';
export { UploadsModule } from './uploads.module';
export { UploadsService } from './uploads.service';
