import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { FileStore } from '../../common/files/file-store';
import { renderPdf } from '../../common/pdf/pdf-document';
import { isDuplicateKeyError } from '../../common/http/problem';
import { compactKey } from '../../common/search/search-keys';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { siteBrand } from '../../config/site-brand';
import { EventLog } from '../events';
import { endDateOf, PoliciesService, QuotesService } from '../quotes';
import type { CompleteAnswers, QuoteView } from '../quotes';
import type { QuoteResult } from '../rating';
import { dublinIsoDate } from '../../common/time/dates';
import { CertificateCheck, checkCertificate } from './domain/certificate-check';
import { generateCertificateNumber, normaliseCertificateNumber } from './domain/certificate-number';
import {
  DOCUMENT_TITLES,
  DocumentBrand,
  DocumentPolicy,
  POLICY_DOCUMENT_KINDS,
  POLICY_DOCUMENT_LAYOUTS,
  PolicyDocumentKind,
  quoteStatementOfFactModel,
  RENEWAL_DOCUMENT_KINDS,
  RENEWAL_DOCUMENT_LAYOUTS,
  RenewedPolicy,
  renewalNoticeModel,
  RenewalNoticeInput,
} from './domain/policy-documents';
import { DocumentSetsRepository } from './document-sets.repository';
import { DocumentSetRecord } from './schemas/document-set.schema';

/** The policy and the answers it was priced on: what every version of its documents is made from. */
export interface PolicyDocumentSource {
  policyId: string;
  policy: DocumentPolicy;
  answers: CompleteAnswers;
}

export interface DocumentListing {
  kind: PolicyDocumentKind;
  title: string;
  version: number;
  issuedAt: Date;
  size: number;
  /** 'document-schedule-IVY-482913-v1.pdf' */
  fileName: string;
  current: boolean;
}

/** Staff's listing adds why staff reissued a version (every version after the first is a reissue). */
export type StaffDocumentListing = DocumentListing & { reissueReason?: string };

const CERTIFICATE_ATTEMPTS = 5;

function listingsOf(set: DocumentSetRecord): DocumentListing[] {
  return set.files.map((file) => ({
    kind: file.kind,
    title: DOCUMENT_TITLES[file.kind],
    version: set.version,
    issuedAt: set.issuedAt,
    size: file.size,
    fileName: fileNameOf(file.kind, set.policyNumber, set.version),
    current: !set.supersededAt,
  }));
}

/**
 * The policy documents: made at purchase (and again, as a new version, on a correction), kept in the
 * file store under `documents/policies/`, listed per policy, and checked publicly by certificate number.
 */
@Injectable()
export class PolicyDocumentsService {
  constructor(
    private readonly sets: DocumentSetsRepository,
    private readonly files: FileStore,
    private readonly brands: BrandService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly policies: PoliciesService,
    private readonly quotes: QuotesService,
    private readonly events: EventLog,
  ) {}

  /** The brand as the documents print it (config/brand.json). */
  get documentBrand(): DocumentBrand {
    const brand = siteBrand(this.brands);
    return {
      name: brand.name,
      legalName: brand.legalName,
      regulatorStatement: brand.regulatorStatement,
      underwriter: brand.underwriter,
      supportEmail: brand.email.support,
      phone: brand.phone.dublin,
      siteUrl: this.config.publicUrl,
    };
  }

  /** The first version, at purchase; a second call (a redelivered payment) finds it and answers it. */
  async issueAtPurchase(source: PolicyDocumentSource): Promise<DocumentSetRecord> {
    const issued = await this.sets.findVersion(source.policyId, 1);
    // Announced on the second call too (kept once by its key): a stop before the event leaves the
    // payment to settle again, which comes back here.
    return this.announced(issued ?? (await this.issue(this.policyTarget(source), 1, 'purchase')));
  }

  /**
   * A new version after a correction: the previous one is superseded (its certificate stops being
   * valid) but stays listed and readable.
   */
  async reissue(
    source: PolicyDocumentSource,
    reason: string,
    staffName?: string,
  ): Promise<DocumentSetRecord> {
    const latest = await this.latest(source.policyId);
    if (!latest) throw new NotFoundException('This policy has no documents yet.');
    const next = await this.issue(this.policyTarget(source), latest.version + 1, reason, staffName);
    await this.sets.supersedeBefore(source.policyId, next.version, next.issuedAt);
    return this.announced(next);
  }

  /** A policy's new version of its documents, as the policyholder's listing shows them. */
  private async announced(set: DocumentSetRecord): Promise<DocumentSetRecord> {
    const { policyId, policyNumber, certificateNumber, version } = set;
    await this.events.record(
      'policy.documents_issued',
      { type: 'policy', id: policyId, occurrence: `v${version}` },
      { policyId, policyNumber, certificateNumber, version, documents: listingsOf(set) },
    );
    return set;
  }

  /**
   * The policy's documents made again from the policy and its answers as they stand now: after a staff
   * correction (`staffName`), or a mid-term change (whose answers the policy holds). A policy kept only
   * for the law after an erasure has nothing to make them from (the erasure deleted its quote), which is
   * a refusal, not an unknown policy.
   */
  async reissueForPolicy(policyId: string, reason: string, staffName?: string): Promise<DocumentSetRecord> {
    const policy = await this.policies.findById(policyId);
    if (policy?.retainedUntil) {
      throw new ConflictException(
        'This policy was erased and is kept only as the law requires: no documents can be made.',
      );
    }
    const answers = policy && (policy.answers ?? (await this.quotes.boughtAnswers(policyId)));
    if (!policy || !answers) throw new NotFoundException('No such policy.');
    return this.reissue({ policyId, policy, answers }, reason, staffName);
  }

  latest(policyId: string): Promise<DocumentSetRecord | undefined> {
    return this.sets.latest(policyId);
  }

  /** Staff: the documents of a policy or a paid renewal, every version, under the current certificate. */
  async staffView(ownerId: string) {
    const latest = await this.latest(ownerId);
    if (!latest) throw new NotFoundException('There are no documents here yet.');
    const documents: StaffDocumentListing[] = (await this.setsOf(ownerId)).flatMap((set) =>
      listingsOf(set).map((listing) =>
        set.version > 1 ? { ...listing, reissueReason: set.reason } : listing,
      ),
    );
    return { policyNumber: latest.policyNumber, certificateNumber: latest.certificateNumber, documents };
  }

  /** Every version's documents, newest first. */
  async list(policyId: string): Promise<DocumentListing[]> {
    return (await this.setsOf(policyId)).flatMap(listingsOf);
  }

  private setsOf(policyId: string): Promise<DocumentSetRecord[]> {
    return this.sets.allOf(policyId);
  }

  /** One document's bytes; the current version unless one is named. */
  async read(
    policyId: string,
    kind: PolicyDocumentKind,
    version?: number,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const set = version ? await this.sets.findVersion(policyId, version) : await this.latest(policyId);
    const file = set?.files.find((f) => f.kind === kind);
    const pdf = file ? await this.files.read(file.key) : null;
    if (!set || !pdf) throw new NotFoundException('Document not found.');
    return { pdf, fileName: fileNameOf(kind, set.policyNumber, set.version) };
  }

  /** The policy whose documents carry this certificate number (staff search). */
  async policyIdByCertificate(certificateNumber: string): Promise<string | undefined> {
    const set = await this.sets.findByCertificate(normaliseCertificateNumber(certificateNumber));
    return set?.policyId;
  }

  /** The public check: this certificate, this car, today. */
  async check(certificateNumber: string, registration: string): Promise<CertificateCheck> {
    const set = await this.sets.findByCertificate(normaliseCertificateNumber(certificateNumber));
    const facts = set && {
      registrationKey: set.registrationKey,
      validFrom: set.validFrom,
      validTo: set.validTo,
      superseded: !!set.supersededAt,
    };
    return checkCertificate(facts ?? undefined, compactKey(registration), dublinIsoDate(this.clock.now()));
  }

  /**
   * The renewal notice sent with an invitation, kept under the renewal's policy number and date (a
   * resent invitation replaces it with the same figures).
   */
  async storeRenewalNotice(renewal: RenewalNoticeInput['renewal'], renewUrl: string): Promise<Buffer> {
    const pdf = await renderPdf(
      renewalNoticeModel({ brand: this.documentBrand, renewal, renewUrl, issuedAt: this.clock.now() }),
    );
    await this.files.put(renewalNoticeKey(renewal), pdf, { contentType: 'application/pdf' });
    return pdf;
  }

  /** The notice as sent; null when none was (an invitation not sent yet). */
  readRenewalNotice(renewal: Pick<RenewalNoticeInput['renewal'], 'policyNumber' | 'renewalDate'>) {
    return this.files.read(renewalNoticeKey(renewal));
  }

  /**
   * The statement of fact of a priced quote, for the customer to read before paying; made on each
   * request and not kept (the policy's own is kept once bought).
   */
  async quoteStatement(quote: QuoteView): Promise<{ pdf: Buffer; fileName: string }> {
    // QuotePrice is an Omit<> of the union, which loses the outcome's narrowing; the stored result has it.
    const result = quote.result as QuoteResult | undefined;
    if (quote.status !== 'quoted' || result?.outcome !== 'quoted') {
      throw new ConflictException('This quote has no price yet: its statement of fact comes with the price.');
    }
    const pdf = await renderPdf(
      quoteStatementOfFactModel({
        brand: this.documentBrand,
        webReference: quote.webReference,
        answers: quote.answers as CompleteAnswers,
        premium: result.breakdown,
        issuedAt: this.clock.now(),
      }),
    );
    return { pdf, fileName: `statement-of-fact-${quote.webReference}.pdf` };
  }

  /** Renders the four documents of one version (exposed for the bench). */
  async render(
    source: PolicyDocumentSource,
    certificateNumber: string,
    version: number,
    issuedAt: Date,
  ): Promise<{ kind: PolicyDocumentKind; pdf: Buffer }[]> {
    const input = { brand: this.documentBrand, ...source, certificateNumber, version, issuedAt };
    return Promise.all(
      POLICY_DOCUMENT_KINDS.map(async (kind) => ({
        kind,
        pdf: await renderPdf(POLICY_DOCUMENT_LAYOUTS[kind](input)),
      })),
    );
  }

  /**
   * The schedule, certificate and disc for a paid renewal's new period, kept under
   * `documents/renewals/<policy>/` and listed under the renewal (`renewalDocumentsOwner`). A second call
   * (a redelivered payment) answers the first set.
   */
  async issueAtRenewal(paid: RenewalForDocuments): Promise<DocumentSetRecord> {
    const policyId = renewalDocumentsOwner(paid);
    const { renewalId: _renewalId, renewalDate, renewalPremiumCents, ...unchanged } = paid;
    const renewal: RenewedPolicy = {
      ...unchanged,
      startDate: renewalDate,
      endDate: endDateOf(renewalDate),
      premiumCents: renewalPremiumCents,
    };
    const issued = await this.sets.findVersion(policyId, 1);
    if (issued) return issued;
    return this.issue(
      {
        policyId,
        policyNumber: renewal.policyNumber,
        registration: renewal.registration,
        validFrom: renewal.startDate,
        validTo: renewal.endDate,
        folder: `documents/renewals/${compactKey(renewal.policyNumber)}`,
        render: (certificateNumber, version, issuedAt) => {
          const input = { brand: this.documentBrand, renewal, certificateNumber, version, issuedAt };
          return Promise.all(
            RENEWAL_DOCUMENT_KINDS.map(async (kind) => ({
              kind,
              pdf: await renderPdf(RENEWAL_DOCUMENT_LAYOUTS[kind](input)),
            })),
          );
        },
      },
      1,
      'renewal paid',
    );
  }

  /** A paid renewal's documents, as the customer's renewal page lists them. */
  listForRenewal(
    renewal: Pick<RenewalForDocuments, 'renewalId' | 'renewalDate'>,
  ): Promise<DocumentListing[]> {
    return this.list(renewalDocumentsOwner(renewal));
  }

  staffViewOfRenewal(renewal: Pick<RenewalForDocuments, 'renewalId' | 'renewalDate'>) {
    return this.staffView(renewalDocumentsOwner(renewal));
  }

  readForRenewal(
    renewal: Pick<RenewalForDocuments, 'renewalId' | 'renewalDate'>,
    kind: PolicyDocumentKind,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    return this.read(renewalDocumentsOwner(renewal), kind);
  }

  private policyTarget(source: PolicyDocumentSource): IssueTarget {
    const { policy } = source;
    return {
      policyId: source.policyId,
      policyNumber: policy.policyNumber,
      registration: policy.vehicle.registration,
      validFrom: policy.startDate,
      validTo: policy.endDate,
      folder: `documents/policies/${policy.policyNumber}`,
      render: (certificateNumber, version, issuedAt) =>
        this.render(source, certificateNumber, version, issuedAt),
    };
  }

  /**
   * Files first, then the record: a crash between the two leaves only unlisted files, and the next
   * attempt makes the version whole. The files sit under the certificate number, so two attempts never
   * overwrite each other's.
   */
  private async issue(
    target: IssueTarget,
    version: number,
    reason: string,
    staffName?: string,
    attempt = 1,
  ): Promise<DocumentSetRecord> {
    const issuedAt = this.clock.now();
    const certificateNumber = generateCertificateNumber(
      `${siteBrand(this.brands).shortName.slice(0, 2).toUpperCase()}C`,
    );
    const rendered = await target.render(certificateNumber, version, issuedAt);
    const files = await Promise.all(
      rendered.map(async ({ kind, pdf }) => {
        const key = `${target.folder}/${certificateNumber}/${kind}.pdf`;
        await this.files.put(key, pdf, { contentType: 'application/pdf' });
        return { kind, key, size: pdf.length };
      }),
    );
    const set: DocumentSetRecord = {
      _id: `${target.policyId}:v${version}`,
      policyId: target.policyId,
      policyNumber: target.policyNumber,
      version,
      certificateNumber,
      registrationKey: compactKey(target.registration ?? ''),
      validFrom: target.validFrom,
      validTo: target.validTo,
      files,
      issuedAt,
      reason,
      ...(staffName ? { issuedBy: staffName } : {}),
    };
    try {
      await this.sets.insert(set);
      return set;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.files.remove(files.map((f) => f.key));
      const issued = await this.sets.findById(set._id);
      if (issued) return issued;
      // Otherwise the random certificate number was taken: draw another.
      if (attempt >= CERTIFICATE_ATTEMPTS) throw error;
      return this.issue(target, version, reason, staffName, attempt + 1);
    }
  }
}

/** What one issue of documents is for, where its files go, and how they are made. */
interface IssueTarget {
  /** The set's owner: a policy's id, or a renewal's (renewalDocumentsOwner). */
  policyId: string;
  policyNumber: string;
  registration?: string;
  validFrom: string;
  validTo: string;
  /** The file-store folder; each issue's files go under its certificate number. */
  folder: string;
  render: (
    certificateNumber: string,
    version: number,
    issuedAt: Date,
  ) => Promise<{ kind: PolicyDocumentKind; pdf: Buffer }[]>;
}

/** A paid renewal as the renewals module holds it (from the insurer's sheet): its notice's facts. */
export type RenewalForDocuments = Omit<RenewalNoticeInput['renewal'], 'currentPremiumCents'> & {
  renewalId: string;
};

/**
 * A paid renewal has no policy record here (the insurer's sheet is all there is): its documents are
 * listed under the renewal and its renewal date, so each year's renewal has its own set.
 */
const renewalDocumentsOwner = ({
  renewalId,
  renewalDate,
}: Pick<RenewalForDocuments, 'renewalId' | 'renewalDate'>) => `renewal:${renewalId}:${renewalDate}`;

const renewalNoticeKey = ({
  policyNumber,
  renewalDate,
}: Pick<RenewalNoticeInput['renewal'], 'policyNumber' | 'renewalDate'>) =>
  `documents/renewals/${compactKey(policyNumber)}/renewal-notice-${renewalDate}.pdf`;

export function fileNameOf(kind: PolicyDocumentKind, policyNumber: string, version: number): string {
  return `${kind.replace(/_/g, '-')}-${policyNumber}-v${version}.pdf`;
}
