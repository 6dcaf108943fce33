import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { ImageFileInterceptor } from './image-file.interceptor';
import { Upload, UploadSchema } from './schemas/upload.schema';
import { UploadUsage } from './upload-usage';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Upload.name, schema: UploadSchema }]), AuditModule],
  controllers: [UploadsController],
  providers: [UploadsService, UploadsRepository, UploadUsage, ImageFileInterceptor],
  exports: [UploadsService, UploadUsage],
})
export class UploadsModule {}
