import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { ChoiceField, TextField, YesNoField } from '#src/common/validation/fields';
import { CONSENT_SOURCES, ConsentSource } from '../cookie-catalogue';

export class ConsentChoicesDto {
  @YesNoField() functional: boolean;
  @YesNoField() analytics: boolean;
  @YesNoField() marketing: boolean;
}

export class RecordConsentDto {
  @ApiProperty({ format: 'uuid', description: 'A random id the browser keeps with its choices' })
  @IsUUID('all', { message: 'Must be a UUID' })
  anonymousId: string;

  @ApiProperty({ type: ConsentChoicesDto })
  @IsDefined({ message: 'Required' })
  @ValidateNested()
  @Type(() => ConsentChoicesDto)
  choices: ConsentChoicesDto;

  @TextField(64, { description: 'The `version` of the cookie records the banner showed' })
  bannerVersion: string;

  @ChoiceField(CONSENT_SOURCES) source: ConsentSource;
}

export class ConsentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "One browser's consents" })
  @IsOptional()
  @IsUUID('all', { message: 'Must be a UUID' })
  anonymousId?: string;
}

export class RecordedConsentDto extends EnvelopeDto {
  @ApiProperty() consentId: string;
  @ApiProperty({ type: String, format: 'date-time' }) recordedAt: Date;
}

export class ConsentDto {
  @ApiProperty() _id: string;
  @ApiProperty() anonymousId: string;
  @ApiProperty({ type: ConsentChoicesDto }) choices: ConsentChoicesDto;
  @ApiProperty() bannerVersion: string;
  @ApiProperty({ enum: CONSENT_SOURCES }) source: string;
  @ApiProperty() userAgent: string;
  @ApiProperty({ example: '203.0.113.0', description: 'The network (IPv4 /24, IPv6 /48), never the address' })
  ipPrefix: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class ConsentsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [ConsentDto] }) data: ConsentDto[];
}
