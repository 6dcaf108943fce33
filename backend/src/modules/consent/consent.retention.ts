import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  PersonalDataOwner,
  RetentionCutoffs,
  RetentionSweep,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { ConsentRecord } from './schemas/consent-record.schema';

/**
 * Cookie consent proofs name nobody (a random browser id, a network prefix), so a person's request
 * cannot find them; they go once the consent has expired and its proof period has passed.
 */
@Injectable()
@PersonalDataOwner()
export class ConsentRetention implements RetentionSweep {
  readonly section = 'cookie consents';

  constructor(@InjectModel(ConsentRecord.name) private readonly consents: Model<ConsentRecord>) {}

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const deleted = await this.consents.deleteMany({ createdAt: { $lt: cutoffs.consentProofs } });
    return [{ section: this.section, kind: 'consent proofs', count: deleted.deletedCount }];
  }
}
