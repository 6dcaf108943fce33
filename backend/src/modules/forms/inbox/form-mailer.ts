import { Injectable, Logger } from '@nestjs/common';
import { BrandService } from '#src/config/brand';
import { siteBrand } from '#src/config/site-brand';
import { MailService } from '../../mail';
import type { FormDefinition } from './form-definition';
import { formMails } from './form-mail';
import type { Submission } from '../schemas/submission.schema';

/** Tells the broker about a submission and gives the sender their reference. */
@Injectable()
export class FormMailer {
  private readonly logger = new Logger('Forms');

  constructor(
    private readonly mail: MailService,
    private readonly brands: BrandService,
  ) {}

  /**
   * The submission is already stored, so a mail that fails is logged, not thrown: staff still see
   * it in the admin area, and the sender must not be told to send it again.
   */
  async sendReceipts<T extends Submission>(form: FormDefinition<T>, record: T): Promise<void> {
    const { toBroker, toSender } = formMails(form, record, siteBrand(this.brands));
    for (const message of [toBroker, toSender]) {
      try {
        await this.mail.send(message);
      } catch (error) {
        this.logger.error({ err: error, reference: record.reference }, 'A form email could not be sent');
      }
    }
  }
}
