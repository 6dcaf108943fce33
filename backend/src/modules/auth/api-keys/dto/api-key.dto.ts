import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import { API_SCOPES, type ApiScope } from '#src/common/auth/api-scopes';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { AuditActorDto } from '#src/modules/audit/index';

/** A key's own budget may be set this high at most: past it the shared counter store is the bottleneck. */
const MAX_KEY_RATE_LIMIT = 10_000;

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

  @ApiPropertyOptional({
    description: 'Requests a minute this key may make; without it, the default (600 unless configured)',
    minimum: 1,
    maximum: MAX_KEY_RATE_LIMIT,
    example: 600,
  })
  @IsOptional()
  @IsInt({ message: 'A whole number of requests a minute' })
  @Min(1, { message: 'At least 1 request a minute' })
  @Max(MAX_KEY_RATE_LIMIT, { message: `At most ${MAX_KEY_RATE_LIMIT} requests a minute` })
  rateLimitPerMinute?: number;
}

export class ApiKeyDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The public part of the key (ivy_<prefix>_…)' }) prefix: string;
  @ApiProperty({ enum: API_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ description: 'Requests a minute the key may make (its own budget, or the default)' })
  rateLimitPerMinute: number;
  @ApiProperty({ description: 'False when the key uses the default budget' })
  ownRateLimit: boolean;
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
  @ApiProperty({ description: 'Requests a minute a key may make when it is given no budget of its own' })
  defaultRateLimitPerMinute: number;
}
