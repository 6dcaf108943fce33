import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Length } from 'class-validator';
import { API_SCOPES, type ApiScope } from '../../../../common/auth/api-scopes';
import { EnvelopeDto } from '../../../../common/http/envelope';
import { PageInfoDto } from '../../../../common/pagination/pagination';
import { AuditActorDto } from '../../../audit';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Renewals import (broker system)', minLength: 1, maxLength: 100 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Required' })
  @Length(1, 100, { message: 'Give the key a name of 1 to 100 characters' })
  name: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['renewals:write'] })
  @IsArray({ message: 'Choose at least one scope' })
  @ArrayMinSize(1, { message: 'Choose at least one scope' })
  @ArrayMaxSize(API_SCOPES.length)
  @ArrayUnique({ message: 'Each scope once' })
  @IsIn(API_SCOPES, { each: true, message: `Scopes are among: ${API_SCOPES.join(', ')}` })
  scopes: ApiScope[];
}

export class ApiKeyDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The public part of the key (ivy_<prefix>_…)' }) prefix: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ type: AuditActorDto }) createdBy: AuditActorDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) lastUsedAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) revokedAt?: Date;
}

export class CreatedApiKeyDto extends EnvelopeDto {
  @ApiProperty({ type: ApiKeyDto }) apiKey: ApiKeyDto;
  @ApiProperty({ description: 'The whole key, shown this once only', example: 'ivy_0a1b2c3d4e5f_…' })
  key: string;
}

export class ApiKeyAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: ApiKeyDto }) apiKey: ApiKeyDto;
}

export class ApiKeysPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [ApiKeyDto] }) data: ApiKeyDto[];
}

export class ApiScopesDto extends EnvelopeDto {
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes: string[];
}
