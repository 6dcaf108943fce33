import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '#src/common/auth/index';
import { EnvelopeDto, ok } from '#src/common/http/envelope';
import { IdParamDto } from '#src/common/validation/id-param';
import { Client, ClientInfo } from '#src/common/http/client';
import { StaffRoute, PublicFormRoute } from '#src/common/http/routes';
import { FormInbox, InjectInbox } from '../inbox/form-inbox';
import { SubmissionQueryDto, SubmissionReceiptDto, UpdateSubmissionDto } from '../inbox/submission.dto';
import { ContactAnswerDto, ContactFormDto, ContactsPageDto } from './contact.dto';
import { CONTACT_FORM } from './contact.form';
import { Contact } from '../schemas/contact.schema';

@ApiTags('forms')
@Controller('utility')
export class ContactsController {
  constructor(@InjectInbox(CONTACT_FORM) private readonly contacts: FormInbox<Contact>) {}

  @PublicFormRoute(
    'Send the contact form: kept, the broker told, the sender sent the reference',
    SubmissionReceiptDto,
  )
  @Post('contact')
  async submitContact(
    @Body() body: ContactFormDto,
    @Client() client: ClientInfo,
  ): Promise<SubmissionReceiptDto> {
    return ok(await this.contacts.submit(body, client), 'Thank you. We have received your message.');
  }

  @StaffRoute('enquiries', 'Contact messages, newest first', ContactsPageDto)
  @Get('contacts')
  async listContacts(@Query() query: SubmissionQueryDto): Promise<ContactsPageDto> {
    return ok(await this.contacts.list('contacts', query));
  }

  @StaffRoute('enquiries', 'One contact message', ContactAnswerDto, { record: true })
  @Get('contacts/:id')
  async getContact(@Param() { id }: IdParamDto): Promise<ContactAnswerDto> {
    return ok({ contact: await this.contacts.get(id) });
  }

  @StaffRoute('enquiries', "Set a contact message's status or staff note", ContactAnswerDto, { record: true })
  @Put('contacts/:id')
  async updateContact(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateSubmissionDto,
    @CurrentActor() actor: Actor,
  ): Promise<ContactAnswerDto> {
    return ok({ contact: await this.contacts.update(id, body, actor) }, 'Contact updated.');
  }

  @StaffRoute('enquiries', 'Delete a contact message', EnvelopeDto, { record: true })
  @Delete('contacts/:id')
  async deleteContact(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.contacts.delete(id, actor);
    return ok({}, 'Contact has been deleted.');
  }
}
