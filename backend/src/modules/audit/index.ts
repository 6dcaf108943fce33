export { AuditModule } from './audit.module';
export { AuditService } from './audit.service';
export { AuditActorDto } from './dto/audit.dto';
export { AuditActorRecord } from './schemas/audit-entry.schema';
