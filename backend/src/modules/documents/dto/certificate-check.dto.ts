import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';

export class CertificateCheckRequestDto {
  @ApiProperty({ example: 'IVC-7K3M9QXP2A', description: 'As printed on the certificate or the disc' })
  @IsString()
  @Length(6, 30)
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'A certificate number has letters, digits and dashes only' })
  certificateNumber: string;

  @ApiProperty({ example: '191-D-12345' })
  @IsString()
  @Length(2, 20)
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'A registration has letters, digits and dashes only' })
  registration: string;
}

export class CertificateCheckDto {
  @ApiProperty({ description: 'Whether the certificate is in force for this vehicle today' }) valid: boolean;
  @ApiProperty({
    description:
      'The right certificate for this vehicle, whose cover starts after today (validFrom says when)',
  })
  startsLater: boolean;
  @ApiProperty({ example: '2026-12-01', description: 'The day checked, in Ireland' }) checkedOn: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-27',
    description: 'Only when valid or starting later',
  })
  validFrom: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-11-26',
    description: 'Only when valid or starting later',
  })
  validTo: string | null;
}

export class CertificateCheckAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: CertificateCheckDto }) check: CertificateCheckDto;
}
