import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '#src/common/auth/index';
import { EnvelopeDto, ok } from '#src/common/http/envelope';
import { IdParamDto } from '#src/common/validation/id-param';
import { Client, ClientInfo } from '#src/common/http/client';
import { StaffRoute, PublicFormRoute } from '#src/common/http/routes';
import { FormInbox, InjectInbox } from '../inbox/form-inbox';
import { SubmissionQueryDto, SubmissionReceiptDto, UpdateSubmissionDto } from '../inbox/submission.dto';
import {
  PolicyChangeFormDto,
  PolicyChangeRequestAnswerDto,
  PolicyChangeRequestsPageDto,
} from './policy-change.dto';
import { POLICY_CHANGE_FORM } from './policy-change.form';
import { PolicyChangeRequest } from '../schemas/policy-change.schema';

@ApiTags('forms')
@Controller('utility/policy-change')
export class PolicyChangeController {
  constructor(@InjectInbox(POLICY_CHANGE_FORM) private readonly requests: FormInbox<PolicyChangeRequest>) {}

  @PublicFormRoute(
    'Ask for a change to a policy; the details needed depend on the request type',
    SubmissionReceiptDto,
  )
  @Post()
  async submitPolicyChange(
    @Body() body: PolicyChangeFormDto,
    @Client() client: ClientInfo,
  ): Promise<SubmissionReceiptDto> {
    return ok(await this.requests.submit(body, client), 'Thank you. We have received your request.');
  }

  @StaffRoute('enquiries', 'Policy change requests, newest first, by status', PolicyChangeRequestsPageDto)
  @Get()
  async listPolicyChangeRequests(@Query() query: SubmissionQueryDto): Promise<PolicyChangeRequestsPageDto> {
    return ok(await this.requests.list('data', query));
  }

  @StaffRoute('enquiries', 'One policy change request', PolicyChangeRequestAnswerDto, { record: true })
  @Get(':id')
  async getPolicyChangeRequest(@Param() { id }: IdParamDto): Promise<PolicyChangeRequestAnswerDto> {
    return ok({ request: await this.requests.get(id) });
  }

  @StaffRoute(
    'enquiries',
    "Set a policy change request's status or staff note",
    PolicyChangeRequestAnswerDto,
    {
      record: true,
    },
  )
  @Put(':id')
  async updatePolicyChangeRequest(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateSubmissionDto,
    @CurrentActor() actor: Actor,
  ): Promise<PolicyChangeRequestAnswerDto> {
    return ok({ request: await this.requests.update(id, body, actor) }, 'Policy change request updated.');
  }

  @StaffRoute('enquiries', 'Delete a policy change request', EnvelopeDto, { record: true })
  @Delete(':id')
  async deletePolicyChangeRequest(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<EnvelopeDto> {
    await this.requests.delete(id, actor);
    return ok({}, 'Policy change request has been deleted.');
  }
}
