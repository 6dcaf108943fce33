import { createHash, randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Actor } from '../../common/auth';
import { PersonalDataRegistry, SubjectFindings } from '../../common/data-protection/personal-data-registry';
import { isEmptySubject, subjectOf, SubjectQuery } from '../../common/data-protection/subject';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { AuditService } from '../audit';
import { erasurePolicy } from './domain/retention';
import { exportSummary } from './domain/summary';
import type { DataSubjectDto, DataSubjectErasureDto, DataSubjectExportDto } from './dto/data-subject.dto';

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

function countsBySection(sections: SubjectFindings['sections']): Record<string, number> {
  return Object.fromEntries(sections.map(({ section, records }) => [section, records.length]));
}

/**
 * What the audit says a request covered: the records included by section, how many of them staff
 * included by ticking an unverified email, and the records left out (no email itself: the log names
 * nobody).
 */
function coverage(findings: SubjectFindings, request: SubjectRequest) {
  const ticked = includedEmails(request).length;
  const leftOut = findings.unverified.flatMap((match) => match.sections);
  return {
    included: countsBySection(findings.sections),
    includedUnverifiedEmails: ticked,
    leftOut: countsBySection(leftOut),
  };
}

/** A request names the person and any unverified emails staff chose to include. */
type SubjectRequest = SubjectQuery & { includeEmails?: string[] | null };

/** A null is as good as absent: the validation pipe lets an optional field through as null. */
const includedEmails = (request: SubjectRequest): string[] => request.includeEmails ?? [];

/** Data-subject requests (GDPR Articles 15, 17 and 20) across every module's PersonalDataHook. */
@Injectable()
export class DataProtectionService {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly brand: BrandService,
    private readonly clock: Clock,
  ) {}

  async find(query: SubjectQuery): Promise<DataSubjectDto> {
    const findings = await this.findings(query);
    const { emails, phones, webReferences, policyNumbers } = findings.subject;
    return {
      identifiers: { emails, phones, webReferences, policyNumbers },
      sections: findings.sections,
      total: findings.sections.reduce((sum, section) => sum + section.records.length, 0),
      unverified: findings.unverified,
    };
  }

  async export(query: SubjectRequest, actor: Actor): Promise<DataSubjectExportDto> {
    const findings = await this.findingsOfSomeone(query);
    const exportedAt = this.clock.now();
    const ref = requestRef();
    const archive = JSON.parse(JSON.stringify(await this.registry.export(findings.subject))) as Record<
      string,
      unknown[]
    >;
    await this.audit.record(actor, {
      action: 'data-subject.export',
      targetType: 'data-subject',
      targetId: fingerprint(query),
      after: { requestRef: ref, searchedBy: searchedBy(query), ...coverage(findings, query) },
    });
    return {
      requestRef: ref,
      exportedAt,
      summary: exportSummary(this.brand.name, findings, exportedAt),
      archive,
    };
  }

  async erase(query: SubjectRequest, actor: Actor): Promise<DataSubjectErasureDto> {
    const findings = await this.findingsOfSomeone(query);
    const erasedAt = this.clock.now();
    const ref = requestRef();
    const outcomes = await this.registry.erase(findings.subject, erasurePolicy(this.config, erasedAt));
    const remaining = (await this.registry.find(findings.subject, includedEmails(query))).sections;
    const rows = Object.entries(outcomes)
      .filter(([, outcome]) => outcome.deleted + outcome.anonymised + outcome.held > 0)
      .map(([section, outcome]) => ({ section, ...outcome }));
    await this.audit.record(actor, {
      action: 'data-subject.erase',
      targetType: 'data-subject',
      targetId: fingerprint(query),
      after: {
        requestRef: ref,
        searchedBy: searchedBy(query),
        ...coverage(findings, query),
        outcomes: rows,
      },
    });
    return { requestRef: ref, erasedAt, outcomes: rows, remaining };
  }

  private findings(query: SubjectRequest): Promise<SubjectFindings> {
    const subject = subjectOf(query);
    if (isEmptySubject(subject)) {
      throw new FieldErrorsException(
        { _: ['Enter an email, phone, web reference or policy number'] },
        'Enter an email, phone, web reference or policy number.',
      );
    }
    return this.registry.find(subject, includedEmails(query));
  }

  /** Export and erasure need someone: nothing found answers 404, not an empty archive to send. */
  private async findingsOfSomeone(query: SubjectRequest): Promise<SubjectFindings> {
    const findings = await this.findings(query);
    if (findings.sections.length === 0) throw new NotFoundException('We hold no records about this person.');
    return findings;
  }
}
