import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit';
import { AuditedCollection } from '../../common/collections/audited-collection';
import { ClientInfo } from '../../common/http/client';
import { networkPrefix } from './cookie-catalogue';
import { ConsentsQueryDto, RecordConsentDto } from './dto/consent.dto';
import { ConsentRecord } from './schemas/consent-record.schema';

const USER_AGENT_MAX = 300;

/** Proof of each cookie choice a visitor makes; staff read it when a choice is questioned. */
@Injectable()
export class ConsentsService extends AuditedCollection<ConsentRecord> {
  constructor(@InjectModel(ConsentRecord.name) model: Model<ConsentRecord>, audit: AuditService) {
    super(model, audit, { type: 'cookie-consent', label: 'Consent record' });
  }

  async record(
    input: RecordConsentDto,
    client: ClientInfo,
  ): Promise<{ consentId: string; recordedAt: Date }> {
    const { functional, analytics, marketing } = input.choices;
    const stored = await this.model.create({
      anonymousId: input.anonymousId.toLowerCase(),
      choices: { functional, analytics, marketing },
      bannerVersion: input.bannerVersion,
      source: input.source,
      userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX),
      ipPrefix: networkPrefix(client.ip),
    });
    return { consentId: String(stored._id), recordedAt: stored.createdAt };
  }

  list(query: ConsentsQueryDto) {
    const filter = query.anonymousId ? { anonymousId: query.anonymousId.toLowerCase() } : {};
    return this.page('data', filter, { createdAt: -1, _id: -1 }, query);
  }
}
