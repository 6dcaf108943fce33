import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Metrics } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { OutboxQueryDto } from './dto/outbox.dto';
import { MailMessage, MailTransport } from './mail-transport';
import { OutboxMail } from './schemas/outbox-mail.schema';

/** Sends mail from the brand's address through the configured transport. */
@Injectable()
export class MailService {
  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly brand: BrandService,
    @InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>,
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
    const filter = query.to ? { to: query.to } : {};
    const [mails, total] = await Promise.all([
      this.outbox.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean(),
      this.outbox.countDocuments(filter),
    ]);
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
