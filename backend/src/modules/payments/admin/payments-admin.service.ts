import { Injectable, NotFoundException } from '@nestjs/common';
import { pageInfo, pageWindow } from '#src/common/pagination/pagination';
import type { PaymentsQueryDto } from '../dto/payment-admin.dto';
import { PaymentsRepository } from '../payments.repository';
import { PaymentDetailView, PaymentRowView, toDetailView, toRowView } from '../payment.views';
import { PAYMENT_NOT_FOUND } from '../payment-results.service';

/** The staff view of payments: a filtered list, and one payment with its provider events. */
@Injectable()
export class PaymentsAdminService {
  constructor(private readonly payments: PaymentsRepository) {}

  async list(query: PaymentsQueryDto) {
    const window = pageWindow(query);
    const { payments, total } = await this.payments.list(query, window.skip, window.limit);
    return { data: payments.map(toRowView) satisfies PaymentRowView[], ...pageInfo(window, total) };
  }

  needingAction(): Promise<number> {
    return this.payments.countNeedingAction();
  }

  async get(id: string): Promise<PaymentDetailView> {
    const payment = await this.payments.findById(id);
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
    return toDetailView(payment, await this.payments.eventsOf(id));
  }
}
