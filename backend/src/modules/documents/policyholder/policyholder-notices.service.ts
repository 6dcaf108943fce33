import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '#src/config/app-config';
import { BrandService } from '#src/config/brand';
import { MailService } from '../../mail';
import { PoliciesService } from '../../quotes';
import { documentsLinkMail } from './policyholder-mails';

/** Emails that point a policyholder to the documents page (staff resend them). */
@Injectable()
export class PolicyholderNotices {
  constructor(
    private readonly policies: PoliciesService,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
  ) {}

  /** Answers the address it went to. */
  async sendDocumentsLink(policyId: string): Promise<string> {
    const policy = await this.policies.findById(policyId);
    if (!policy) throw new NotFoundException('Policy not found.');
    await this.mail.send(documentsLinkMail(this.brand.name, policy, `${this.config.publicUrl}/my-policy`));
    return policy.holder.email;
  }
}
