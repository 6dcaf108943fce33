import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { calendarKeys } from '../../common/time/calendar';
import { ibanProblem, maskIban, normaliseIban } from './domain/iban';
import { generateMandateReference, mandateText } from './domain/mandate';
import type { PaymentSubject } from './domain/payment-terms';
import { MandatesRepository } from './mandates.repository';
import { PaymentMandateRecord } from './schemas/payment-mandate.schema';

/** A mandate as the customer and the payment see it: never the IBAN itself. */
export interface MandateView {
  reference: string;
  accountHolder: string;
  ibanMasked: string;
  signedAt: Date;
}

export interface MandateTerms {
  creditorName: string;
  creditorId: string;
  text: string;
}

const mandateKey = (subject: PaymentSubject) => `${subject.type}:${subject.id}`;

function toView(mandate: PaymentMandateRecord): MandateView {
  const { reference, accountHolder, ibanMasked, signedAt } = mandate;
  return { reference, accountHolder, ibanMasked, signedAt };
}

/** SEPA Direct Debit mandates for monthly instalments: one per subject, the IBAN sealed at rest. */
@Injectable()
export class PaymentMandates {
  constructor(
    private readonly mandates: MandatesRepository,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly brand: BrandService,
    private readonly clock: Clock,
  ) {}

  terms(): MandateTerms {
    const creditorName = this.brand.name;
    const creditorId = this.config.SEPA_CREDITOR_ID;
    return { creditorName, creditorId, text: mandateText(creditorName, creditorId) };
  }

  /** Records the customer's mandate (the consent is checked by the caller's DTO); a new one replaces the last. */
  async save(subject: PaymentSubject, input: { accountHolder: string; iban: string }): Promise<MandateView> {
    const problem = ibanProblem(input.iban);
    if (problem) throw new FieldErrorsException({ iban: [problem] }, problem);
    const iban = normaliseIban(input.iban);
    const now = this.clock.now();
    const mandate: PaymentMandateRecord = {
      _id: mandateKey(subject),
      subject,
      reference: generateMandateReference(),
      accountHolder: input.accountHolder.trim(),
      ibanSealed: this.box.seal(iban),
      ibanMasked: maskIban(iban),
      consentText: this.terms().text,
      signedAt: now,
      createdDay: calendarKeys(now).createdDay,
      createdAt: now,
      updatedAt: now,
    };
    await this.mandates.save(mandate);
    return toView(mandate);
  }

  async find(subject: PaymentSubject): Promise<MandateView | undefined> {
    const mandate = await this.mandates.findById(mandateKey(subject));
    return mandate ? toView(mandate) : undefined;
  }
}
