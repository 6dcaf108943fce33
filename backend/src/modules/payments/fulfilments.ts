import { Injectable } from '@nestjs/common';
import type { PaymentPurpose } from './domain/payment-terms';
import type { PaymentFulfiller } from './payment-port';

/** Who delivers what each purpose pays for: the quotes fulfiller here, the renewals one in its module. */
@Injectable()
export class PaymentFulfilments {
  private readonly fulfillers = new Map<PaymentPurpose, PaymentFulfiller>();

  register(purpose: PaymentPurpose, fulfiller: PaymentFulfiller): void {
    if (this.fulfillers.has(purpose))
      throw new Error(`A fulfiller for ${purpose} payments is already registered`);
    this.fulfillers.set(purpose, fulfiller);
  }

  /** Throws when none is registered: the event stays unfinished and the provider delivers it again. */
  for(purpose: PaymentPurpose): PaymentFulfiller {
    const fulfiller = this.fulfillers.get(purpose);
    if (!fulfiller) throw new Error(`No fulfiller is registered for ${purpose} payments`);
    return fulfiller;
  }
}
