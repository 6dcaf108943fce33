import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  ErasurePolicy,
  Findings,
  HeldRecord,
  holdOf,
  LEGAL_RETENTION_REASON,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { FileStore, StoredFileInfo } from '../../common/files/file-store';
import { compactKey } from '../../common/search/search-keys';
import { AccessCode } from './schemas/access-code.schema';
import { DocumentSet, DocumentSetRecord } from './schemas/document-set.schema';

/**
 * The policy documents and renewal notices of the person's policies. The PDFs repeat everything the
 * person told us (the statement of fact holds every answer), so an erasure removes every file. A
 * certificate whose policy the law still keeps stays as a record without files, so the public check
 * still answers for the vehicle while the cover runs; the rest goes.
 */
@Injectable()
@PersonalDataOwner()
export class DocumentsPersonalData implements PersonalDataHook {
  readonly section = 'policy documents';

  constructor(
    @InjectModel(DocumentSet.name) private readonly sets: Model<DocumentSet>,
    @InjectModel(AccessCode.name) private readonly codes: Model<AccessCode>,
    private readonly files: FileStore,
  ) {}

  async find(subject: Subject): Promise<Findings> {
    const [sets, notices] = await Promise.all([this.setsOf(subject), this.noticesOf(subject)]);
    const records: HeldRecord[] = [
      ...sets.map((set) => ({
        kind: 'Policy documents',
        reference: `${set.policyNumber} version ${set.version}`,
        at: set.issuedAt,
        ...holdOf(set),
      })),
      ...notices.map((notice) => ({
        kind: 'Renewal notice',
        reference: notice.key,
        at: notice.lastModified,
      })),
    ];
    return { records };
  }

  async export(subject: Subject): Promise<unknown[]> {
    const [sets, notices] = await Promise.all([this.setsOf(subject), this.noticesOf(subject)]);
    return [
      ...sets.map((set) => ({ type: 'policy documents', ...set })),
      ...notices.map((notice) => ({ type: 'renewal notice', file: notice.key, at: notice.lastModified })),
    ];
  }

  async coverEnds(subject: Subject): Promise<string[]> {
    return (await this.setsOf(subject)).flatMap((set) => (set.retainedUntil ? [] : [set.validTo]));
  }

  async erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome> {
    const [sets, notices] = await Promise.all([this.setsOf(subject), this.noticesOf(subject)]);
    const outcome: ErasureOutcome = { deleted: notices.length, anonymised: 0, held: 0 };
    await this.files.remove([
      ...sets.flatMap((set) => set.files.map((file) => file.key)),
      ...notices.map((n) => n.key),
    ]);
    await this.codes.deleteMany({ _id: { $in: [...new Set(sets.map((set) => set.policyId))] } });
    for (const set of sets) {
      const retainedUntil = set.retainedUntil ?? policy.retainedUntil(set.validTo);
      if (retainedUntil <= policy.now) {
        await this.sets.deleteOne({ _id: set._id });
        outcome.deleted++;
        continue;
      }
      await this.sets.updateOne(
        { _id: set._id },
        { $set: { files: [], retainedUntil, retainedFor: LEGAL_RETENTION_REASON }, $unset: { issuedBy: '' } },
      );
      outcome.anonymised++;
      outcome.held++;
    }
    return outcome;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const held = await this.sets.deleteMany({ retainedUntil: { $lte: cutoffs.now } });
    return [
      { section: this.section, kind: 'held certificates past their retention', count: held.deletedCount },
    ];
  }

  private setsOf(subject: Subject): Promise<DocumentSetRecord[]> {
    if (subject.policyNumbers.length === 0) return Promise.resolve([]);
    return this.sets.find({ policyNumber: { $in: subject.policyNumbers } }).lean<DocumentSetRecord[]>();
  }

  private async noticesOf(subject: Subject): Promise<StoredFileInfo[]> {
    const notices: StoredFileInfo[] = [];
    for (const policyNumber of subject.policyNumbers) {
      // The folder also holds a paid renewal's documents, which its document set lists.
      for await (const file of this.files.list(`documents/renewals/${compactKey(policyNumber)}/`))
        if (file.key.includes('/renewal-notice-')) notices.push(file);
    }
    return notices;
  }
}
