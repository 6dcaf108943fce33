import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';

/** `/:id` route parameters: a malformed id answers 400, never a database error. */
export class IdParamDto {
  @ApiProperty({
    description: 'A 24-character hexadecimal id',
    pattern: '^[0-9a-fA-F]{24}$',
    example: '665f1c2b9d3e4a0012345678',
  })
  @IsMongoId({ message: 'Invalid id' })
  id: string;
}
