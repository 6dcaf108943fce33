import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { AdjustmentsService } from './adjustments.service';
import { StaffAdjustmentsAnswerDto } from './dto/adjustment.dto';

/** Staff: each mid-term change on a policy's timeline, priced, settled or referred. */
@ApiTags('documents')
@Controller('policy-adjustments')
export class AdjustmentsAdminController {
  constructor(private readonly adjustments: AdjustmentsService) {}

  @Staff('policies:read', 'policies:read')
  @Get(':id')
  @ApiOperation({ summary: "A policy's mid-term changes, newest first: before and after, price, who, when" })
  @ApiOkResponse({ type: StaffAdjustmentsAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a policy id' })
  async listPolicyAdjustments(@Param() { id }: IdParamDto): Promise<StaffAdjustmentsAnswerDto> {
    return ok({ adjustments: await this.adjustments.forStaff(id) });
  }
}
