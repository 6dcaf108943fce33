export * from './audit.module';
export * from './audit.service';
export * from './dto/audit.dto';
export * from './schemas/audit-entry.schema';
