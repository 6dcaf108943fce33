import { ApiProperty } from '@nestjs/swagger';
import { EnvelopeDto } from '../../common/http/envelope';

export class HealthDto extends EnvelopeDto {
  @ApiProperty({ enum: ['up'] })
  database: 'up';

  @ApiProperty()
  uptimeSeconds: number;
}
