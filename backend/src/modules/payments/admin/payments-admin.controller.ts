import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Staff } from '#src/common/auth/index';
import { ErrorEnvelopeDto, ok } from '#src/common/http/envelope';
import { IdParamDto } from '#src/common/validation/id-param';
import {
  PaymentDetailAnswerDto,
  PaymentsNeedingActionDto,
  PaymentsPageDto,
  PaymentsQueryDto,
} from '../dto/payment-admin.dto';
import { PaymentsAdminService } from './payments-admin.service';

/** Staff: every payment attempt, and the held ones to check. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsAdminController {
  constructor(private readonly admin: PaymentsAdminService) {}

  @Staff('payments:read', 'payments:read')
  @Get()
  @ApiOperation({ summary: 'Payments, newest first, by status and creation day' })
  @ApiOkResponse({ type: PaymentsPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listPayments(@Query() query: PaymentsQueryDto): Promise<PaymentsPageDto> {
    return ok(await this.admin.list(query));
  }

  @Staff('payments:read', 'payments:read')
  @Get('needing-action')
  @ApiOperation({
    summary:
      'How many payments need staff: money arrived (held, or unfulfilled) and the customer has nothing yet',
  })
  @ApiOkResponse({ type: PaymentsNeedingActionDto })
  async countPaymentsNeedingAction(): Promise<PaymentsNeedingActionDto> {
    return ok({ count: await this.admin.needingAction() });
  }

  @Staff('payments:read', 'payments:read')
  @Get(':id')
  @ApiOperation({ summary: 'One payment: status, amount, subject, held reason and every provider event' })
  @ApiOkResponse({ type: PaymentDetailAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async getPayment(@Param() { id }: IdParamDto): Promise<PaymentDetailAnswerDto> {
    return ok({ payment: await this.admin.get(id) });
  }
}
