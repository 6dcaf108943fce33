import { Injectable } from '@nestjs/common';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Metrics } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { OutboxQueryDto } from './dto/outbox.dto';
import { MailMessage, MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/** Sends mail from the brand's address through the configured transport. */
@Injectable()
export class MailService {
  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly brand: BrandService,
    private readonly outbox: OutboxRepository,
    private readonly metrics: Metrics,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.transport
      .deliver({ ...message, from: this.config.MAIL_FROM ?? this.brand.brand.email.from })
      .then(
        () => this.metrics.emails.inc({ outcome: 'sent' }),
        (error: unknown) => {
          this.metrics.emails.inc({ outcome: 'failed' });
          throw error;
        },
      );
  }

  async listOutbox(query: OutboxQueryDto) {
    const window = pageWindow(query);
    const [mails, total] = await this.outbox.list(query, window);
    return {
      data: mails.map(({ _id, to, from, subject, text, html, createdAt }) => ({
        _id: String(_id),
        to,
        from,
        subject,
        text,
        html,
        createdAt,
      })),
      ...pageInfo(window, total),
    };
  }
}
