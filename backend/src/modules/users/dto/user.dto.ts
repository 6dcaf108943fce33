import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';

export class TwoFactorStateDto {
  @ApiProperty() isVerified: boolean;
}

/** A user as every answer shows them (SPEC section 3). */
export class UserDto {
  @ApiProperty() _id: string;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty() isTwoFactorEnabled: boolean;
  @ApiProperty({ type: TwoFactorStateDto }) twoFactor: TwoFactorStateDto;
}

export class UserAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class UsersPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [UserDto] }) users: UserDto[];
}

export class UsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the first name, last name or email (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;

  @ApiPropertyOptional({ enum: ['admin', 'user'] })
  @IsOptional()
  @IsIn(['admin', 'user'])
  role?: 'admin' | 'user';

  @ApiPropertyOptional({ enum: ['createdAt', '-createdAt'], default: '-createdAt' })
  @IsOptional()
  @IsIn(['createdAt', '-createdAt'])
  sort?: 'createdAt' | '-createdAt';
}
