export * from './dto/upload.dto';
export * from './schemas/upload.schema';
export * from './serve-uploads';
export * from './staff-ref';
export * from './upload-usage';
export * from './uploads.module';
export * from './uploads.service';
