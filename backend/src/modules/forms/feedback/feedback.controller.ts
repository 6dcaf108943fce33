import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '#src/common/auth/index';
import { EnvelopeDto, ok } from '#src/common/http/envelope';
import { IdParamDto } from '#src/common/validation/id-param';
import { Client, ClientInfo } from '#src/common/http/client';
import { StaffRoute, PublicFormRoute } from '#src/common/http/routes';
import { FormInbox, InjectInbox } from '../inbox/form-inbox';
import { SubmissionQueryDto, SubmissionReceiptDto, UpdateSubmissionDto } from '../inbox/submission.dto';
import { FeedbackAnswerDto, FeedbackFormDto, FeedbackPageDto } from './feedback.dto';
import { FEEDBACK_FORM } from './feedback.form';
import { Feedback } from '../schemas/feedback.schema';

@ApiTags('forms')
@Controller('utility/feedback')
export class FeedbackController {
  constructor(@InjectInbox(FEEDBACK_FORM) private readonly feedback: FormInbox<Feedback>) {}

  @PublicFormRoute('Send customer feedback; a complaint is acknowledged as one at once', SubmissionReceiptDto)
  @Post()
  async submitFeedback(
    @Body() body: FeedbackFormDto,
    @Client() client: ClientInfo,
  ): Promise<SubmissionReceiptDto> {
    return ok(await this.feedback.submit(body, client), 'Thank you for your feedback.');
  }

  @StaffRoute('enquiries', 'Customer feedback, newest first', FeedbackPageDto)
  @Get()
  async listFeedback(@Query() query: SubmissionQueryDto): Promise<FeedbackPageDto> {
    return ok(await this.feedback.list('data', query));
  }

  @StaffRoute('enquiries', 'One piece of feedback', FeedbackAnswerDto, { record: true })
  @Get(':id')
  async getFeedback(@Param() { id }: IdParamDto): Promise<FeedbackAnswerDto> {
    return ok({ feedback: await this.feedback.get(id) });
  }

  @StaffRoute('enquiries', "Set feedback's status or staff note", FeedbackAnswerDto, { record: true })
  @Put(':id')
  async updateFeedback(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateSubmissionDto,
    @CurrentActor() actor: Actor,
  ): Promise<FeedbackAnswerDto> {
    return ok({ feedback: await this.feedback.update(id, body, actor) }, 'Feedback updated.');
  }

  @StaffRoute('enquiries', 'Delete feedback', EnvelopeDto, { record: true })
  @Delete(':id')
  async deleteFeedback(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.feedback.delete(id, actor);
    return ok({}, 'Feedback has been deleted.');
  }
}
