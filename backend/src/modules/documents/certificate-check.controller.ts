import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { formatDay } from '../../common/text/formats';
import { RateLimit } from '../../common/throttling/rate-limits';
import type { CertificateCheck } from './domain/certificate-check';
import { CertificateCheckAnswerDto, CertificateCheckRequestDto } from './dto/certificate-check.dto';
import { PolicyDocumentsService } from './policy-documents.service';

/** The public certificate check behind /verify-document and the QR code on every certificate. */
@ApiTags('documents')
@Controller('documents')
export class CertificateCheckController {
  constructor(private readonly documents: PolicyDocumentsService) {}

  @Public()
  @RateLimit('certificateCheck')
  @Post('certificate-check')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether a certificate of motor insurance is valid today for a vehicle',
    description:
      'Answers only valid or not, and the period when valid or when the cover starts later. An unknown ' +
      'number, another registration, a replaced or an expired certificate all get the same answer; ' +
      'nothing about the policyholder.',
  })
  @ApiOkResponse({ type: CertificateCheckAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async checkCertificate(@Body() body: CertificateCheckRequestDto): Promise<CertificateCheckAnswerDto> {
    const check = await this.documents.check(body.certificateNumber, body.registration);
    return ok({ check }, certificateMessage(check));
  }
}

function certificateMessage(check: CertificateCheck): string {
  if (check.valid) return 'Valid today.';
  if (check.startsLater && check.validFrom) return `Valid from ${formatDay(check.validFrom)}.`;
  return 'Not valid for this vehicle today.';
}
