import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { IsInstant } from '#src/common/validation/calendar-day';

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description: 'The actor: a user id or an API key id, or words that start words of an email or key name',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actor?: string;

  @ApiPropertyOptional({
    example: 'renewal resend',
    description: 'Words that start words of the action: "renewal" finds every renewal action',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({ example: 'user' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetType?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'From this instant (inclusive)' })
  @IsOptional()
  @IsInstant()
  from?: Date;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Up to this instant (inclusive)' })
  @IsOptional()
  @IsInstant()
  to?: Date;
}

export class AuditActorDto {
  @ApiProperty({ enum: ['user', 'apiKey', 'system'] }) type: 'user' | 'apiKey' | 'system';
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The email of a user, the name of an API key' }) label: string;
}

export class AuditEntryDto {
  @ApiProperty() _id: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty({ type: AuditActorDto }) actor: AuditActorDto;
  @ApiProperty({ example: 'user.update' }) action: string;
  @ApiProperty({ example: 'user' }) targetType: string;
  @ApiPropertyOptional() targetId?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Secrets removed' })
  before?: unknown;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Secrets removed' })
  after?: unknown;
  @ApiPropertyOptional() requestId?: string;
}

export class AuditPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
}

export class AuditKnownAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [String], example: ['renewal.import', 'user.update'] }) actions: string[];
  @ApiProperty({ type: [String], description: 'Actor labels, in lower case', example: ['aoife@example.ie'] })
  actors: string[];
}
