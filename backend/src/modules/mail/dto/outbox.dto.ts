import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';

export class OutboxQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only mail sent to this address' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsEmail({}, { message: 'Invalid email address' })
  to?: string;
}

export class OutboxMailDto {
  @ApiProperty() _id: string;
  @ApiProperty() to: string;
  @ApiProperty() from: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiPropertyOptional() html?: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class OutboxPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [OutboxMailDto] }) data: OutboxMailDto[];
}
