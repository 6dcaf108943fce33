import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { BrandService } from '../../../config/brand';
import { MailService } from '../../mail';
import { PoliciesService } from '../../quotes';

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
    const url = `${this.config.publicUrl}/my-policy`;
    const text = [
      `Hello ${policy.holder.firstName},`,
      '',
      `Your documents for policy ${policy.policyNumber} (the policy schedule, the certificate of motor ` +
        'insurance, the insurance disc and the statement of fact) are on our website:',
      url,
      'Sign in there with your policy number, your date of birth and a code we email you.',
      '',
      `The ${this.brand.name} team`,
    ].join('\n');
    await this.mail.send({
      to: policy.holder.email,
      subject: `Your ${this.brand.name} documents for policy ${policy.policyNumber}`,
      text: `${text}\n`,
    });
    return policy.holder.email;
  }
}
