import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentActor, Staff, type Actor } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { AdjustmentsService } from './adjustments.service';
import {
  ApproveAdjustmentDto,
  PolicyAdjustmentParamsDto,
  StaffAdjustmentAnswerDto,
  StaffAdjustmentsAnswerDto,
} from './dto/adjustment.dto';

/**
 * Staff: each mid-term change on a policy's timeline, priced, settled or referred. Pricing a referred
 * change is the day's work of whoever handles customers' requests (`enquiries`); reversing one moves
 * money and rewrites the policy, so it is for administrators.
 */
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

  @Staff('enquiries')
  @Post(':id/changes/:adjustmentId/approve')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Price a referred change by hand: the policyholder is emailed to confirm (and pay) it on /my-policy',
  })
  @ApiOkResponse({ type: StaffAdjustmentAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid ids or premium' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such change on this policy' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'Not a referred change, or the policy has changed since it was asked for',
  })
  async approvePolicyAdjustment(
    @Param() { id, adjustmentId }: PolicyAdjustmentParamsDto,
    @Body() { premiumCents }: ApproveAdjustmentDto,
    @CurrentActor() actor: Actor,
  ): Promise<StaffAdjustmentAnswerDto> {
    const adjustment = await this.adjustments.approve(actor, id, adjustmentId, premiumCents);
    return ok({ adjustment }, 'Priced. The policyholder has been emailed to confirm it.');
  }

  @Staff('policies:reverse')
  @Post(':id/changes/:adjustmentId/reverse')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Reverse the policy's latest change: answers and premium back, new documents, the money moved back (administrators)",
  })
  @ApiOkResponse({ type: StaffAdjustmentAnswerDto, description: 'The reversal, itself a settled change' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid ids' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such change on this policy' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'Not a settled change, reversed already, or not the latest change to the policy',
  })
  async reversePolicyAdjustment(
    @Param() { id, adjustmentId }: PolicyAdjustmentParamsDto,
    @CurrentActor() actor: Actor,
  ): Promise<StaffAdjustmentAnswerDto> {
    const adjustment = await this.adjustments.reverse(actor, id, adjustmentId);
    return ok({ adjustment }, 'Reversed. New documents are issued and the policyholder has been emailed.');
  }
}
