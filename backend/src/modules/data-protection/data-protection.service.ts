import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { Actor } from '../../common/auth';
import {
  HeldSection,
  PersonalDataRegistry,
  SubjectFindings,
} from '../../common/data-protection/personal-data-registry';
import { isEmptySubject, subjectOf, SubjectQuery } from '../../common/data-protection/subject';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { AuditService } from '../audit';
import { EventLog, pendingEvent } from '../events';
import { ErasuresRepository } from './erasures.repository';
import { erasurePolicy } from './domain/retention';
import { exportSummary } from './domain/summary';
import type {
  DataSubjectDto,
  DataSubjectErasureDto,
  DataSubjectExportDto,
  HeldSectionDto,
} from './dto/data-subject.dto';

/**
 * The audit log's name for the person a request was about: a fingerprint of what staff typed, so
 * the log shows repeated requests for the same person without holding their email after an erasure.
 */
function fingerprint(query: SubjectQuery): string {
  const typed = Object.entries(query)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => `${key}=${String(value).trim().toLowerCase()}`)
    .sort()
    .join('&');
  return `subject-${createHash('sha256').update(typed).digest('hex').slice(0, 16)}`;
}

/** Names one request in the audit log and on the export's files. */
function requestRef(): string {
  return `DSR-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function searchedBy(query: SubjectQuery): string[] {
  return Object.entries(query)
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key)
    .sort();
}

/** Each record as the audit names it: its kind and record key or reference (never an email). */
function recordsBySection(sections: HeldSection[]): Record<string, string[]> {
  return Object.fromEntries(
    sections.map(({ section, records }) => [
      section,
      records.map((record) => `${record.kind} ${record.id ?? record.reference}`),
    ]),
  );
}

/**
 * What the audit says a request covered: every record included, those of them staff ticked, and every
 * record left out (listed apart and not ticked).
 */
function coverage(findings: SubjectFindings, request: SubjectRequest) {
  return {
    included: recordsBySection(findings.sections),
    ticked: ticked(request),
    leftOut: recordsBySection(findings.unverified),
  };
}

/** A request names the person and the records listed apart that staff ticked. */
type SubjectRequest = SubjectQuery & { include?: string[] | null };

/** A null is as good as absent: the validation pipe lets an optional field through as null. */
const ticked = (request: SubjectRequest): string[] => [...new Set(request.include ?? [])].sort();

const held = (sections: HeldSection[], verified: boolean): HeldSectionDto[] =>
  sections.map(({ section, records }) => ({
    section,
    records: records.map((record) => ({ ...record, matchedBy: record.matchedBy ?? '', verified })),
  }));

/** Data-subject requests (GDPR Articles 15, 17 and 20) across every module's PersonalDataHook. */
@Injectable()
export class DataProtectionService {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly brand: BrandService,
    private readonly clock: Clock,
    private readonly events: EventLog,
    private readonly erasures: ErasuresRepository,
  ) {}

  async find(query: SubjectQuery): Promise<DataSubjectDto> {
    const findings = await this.findings(query);
    const { emails, phones, webReferences, policyNumbers } = findings.subject;
    return {
      identifiers: { emails, phones, webReferences, policyNumbers },
      sections: held(findings.sections, true),
      total: findings.sections.reduce((sum, section) => sum + section.records.length, 0),
      unverified: held(findings.unverified, false),
    };
  }

  async export(request: SubjectRequest, actor: Actor): Promise<DataSubjectExportDto> {
    const findings = await this.requested(request);
    const exportedAt = this.clock.now();
    const ref = requestRef();
    const archive = JSON.parse(JSON.stringify(await this.registry.export(findings.subject))) as Record<
      string,
      unknown[]
    >;
    await this.audit.record(actor, {
      action: 'data-subject.export',
      targetType: 'data-subject',
      targetId: fingerprint(request),
      after: { requestRef: ref, searchedBy: searchedBy(request), ...coverage(findings, request) },
    });
    return {
      requestRef: ref,
      exportedAt,
      summary: exportSummary(this.brand.name, findings, exportedAt),
      archive,
    };
  }

  async erase(request: SubjectRequest, actor: Actor): Promise<DataSubjectErasureDto> {
    const findings = await this.requested(request);
    const erasedAt = this.clock.now();
    const ref = requestRef();
    const policy = erasurePolicy(this.config, erasedAt, await this.registry.coverEnds(findings.subject));
    const outcomes = await this.registry.erase(findings.subject, policy);
    // A cover whose hold has passed already is deleted, not kept.
    const keptUntil = policy.keptUntil && policy.keptUntil > erasedAt ? { keptUntil: policy.keptUntil } : {};
    const remaining = (await this.registry.find(findings.subject)).sections;
    const rows = Object.entries(outcomes)
      .filter(([, outcome]) => outcome.deleted + outcome.anonymised + outcome.held > 0)
      .map(([section, outcome]) => ({ section, ...outcome }));
    await this.audit.record(actor, {
      action: 'data-subject.erase',
      targetType: 'data-subject',
      targetId: fingerprint(request),
      after: {
        requestRef: ref,
        searchedBy: searchedBy(request),
        ...coverage(findings, request),
        outcomes: rows,
        ...keptUntil,
      },
    });
    // The records as `<kind>:<id>`, so an integrator can erase its copies; nothing that names the person.
    const event = pendingEvent(
      'data_subject.erased',
      { type: 'data-subject-request', id: ref },
      { requestRef: ref, erasedAt, ...keptUntil, outcomes: rows, records: findings.subject.recordKeys },
      erasedAt,
    );
    await this.erasures.record(ref, erasedAt, event);
    await this.events.publish(event);
    return { requestRef: ref, erasedAt, ...keptUntil, outcomes: rows, remaining: held(remaining, true) };
  }

  private findings(query: SubjectQuery, include: string[] = []): Promise<SubjectFindings> {
    const subject = subjectOf(query);
    if (isEmptySubject(subject)) {
      throw new FieldErrorsException(
        { _: ['Enter an email, phone, web reference or policy number'] },
        'Enter an email, phone, web reference or policy number.',
      );
    }
    return this.registry.find(subject, include);
  }

  /**
   * What an export or erasure covers: the records the finder lists as the person's, and those it listed
   * apart that staff ticked. A ticked id the finder did not list apart is refused (422), so a request can
   * never reach a record by naming its key. Nothing found answers 404, not an empty archive to send.
   */
  private async requested(request: SubjectRequest): Promise<SubjectFindings> {
    const include = ticked(request);
    const preview = await this.findings(request);
    const offered = new Set(preview.unverified.flatMap(({ records }) => records.map((record) => record.id)));
    const stray = include.filter((id) => !offered.has(id));
    if (stray.length > 0) {
      throw new FieldErrorsException(
        { include: [`Not among the records listed apart for this person: ${stray.join(', ')}`] },
        'Tick only records listed apart for this person.',
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    const findings = include.length > 0 ? await this.findings(request, include) : preview;
    if (findings.sections.length === 0) throw new NotFoundException('We hold no records about this person.');
    return findings;
  }
}
