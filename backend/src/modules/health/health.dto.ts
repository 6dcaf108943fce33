import { ApiProperty } from '@nestjs/swagger';
import { EnvelopeDto } from '../../common/http/envelope';

export class HealthDto extends EnvelopeDto {
  @ApiProperty({ enum: ['up'] })
  database: 'up';

  @ApiProperty()
  uptimeSeconds: number;
}

export class ReadinessDto extends EnvelopeDto {
  @ApiProperty({ enum: ['writable'] })
  database: 'writable';

  @ApiProperty({ enum: ['up'] })
  files: 'up';

  @ApiProperty({ enum: ['done'] })
  startup: 'done';
}
