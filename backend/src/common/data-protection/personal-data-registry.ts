import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import {
  ErasureOutcome,
  ErasurePolicy,
  HeldRecord,
  PERSONAL_DATA_HOOK,
  PersonalDataHook,
  RetentionCutoffs,
  RetentionSweep,
  Subject,
  SweepCount,
} from './personal-data-hook';
import { widenSubject } from './subject';

/** A subject's identifiers are followed this many times at most (query → quote → policy → renewal → …). */
const MAX_ROUNDS = 6;

export interface HeldSection {
  section: string;
  records: HeldRecord[];
}

/** Records reached only through an email a record gave (a quote's, a form's), which nobody verified. */
export interface UnverifiedMatch {
  email: string;
  sections: HeldSection[];
}

export interface SubjectFindings {
  /** The identifiers given, those staff included, and the references and record keys the records give. */
  subject: Subject;
  sections: HeldSection[];
  /** Listed apart and left out of an export or erasure unless staff include the email. */
  unverified: UnverifiedMatch[];
}

/** Every module's PersonalDataHook, found at start-up, and the requests that go through all of them. */
@Injectable()
export class PersonalDataRegistry implements OnApplicationBootstrap {
  private hooks: PersonalDataHook[] = [];
  private sweeps: RetentionSweep[] = [];

  // Typed by the part of Nest's discovery used here (each provider's instance), so a test's fake is checked.
  constructor(
    @Inject(DiscoveryService) private readonly discovery: { getProviders(): { instance: unknown }[] },
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const owners = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as PersonalDataHook | RetentionSweep | undefined)
      .filter(
        (instance): instance is PersonalDataHook | RetentionSweep =>
          typeof instance === 'object' &&
          instance !== null &&
          this.reflector.get<boolean | undefined>(PERSONAL_DATA_HOOK, instance.constructor) === true,
      )
      .sort((a, b) => a.section.localeCompare(b.section));
    this.hooks = owners.filter((owner): owner is PersonalDataHook => 'find' in owner);
    this.sweeps = owners.filter((owner): owner is RetentionSweep => typeof owner.sweep === 'function');
  }

  sections(): string[] {
    return this.hooks.map((hook) => hook.section);
  }

  /**
   * Follows the identifiers every hook's records give until nothing new turns up, and lists what is held.
   * An email is followed only when it was given (staff checked the person's identity for it) or staff
   * included it: anyone can type someone else's email into a quote or a form, so a record's email may
   * lead to another person. The records such an email alone reaches are listed apart, by email.
   */
  async find(start: Subject, included: readonly string[] = []): Promise<SubjectFindings> {
    const given = widenSubject(start, { emails: [...included] }).subject;
    const verified = await this.follow(given, new Set(given.emails));
    const held = new Set(verified.sections.flatMap(recordIdsOf));
    const unverified: UnverifiedMatch[] = [];
    for (const email of verified.unfollowed) {
      const widened = widenSubject(verified.subject, { emails: [email] }).subject;
      const reached = await this.follow(widened, new Set(widened.emails));
      const sections = reached.sections
        .map(({ section, records }) => ({
          section,
          records: records.filter((record) => !held.has(recordId(section, record))),
        }))
        .filter((section) => section.records.length > 0);
      if (sections.length > 0) unverified.push({ email, sections });
    }
    return { subject: verified.subject, sections: verified.sections, unverified };
  }

  private async follow(
    start: Subject,
    followed: ReadonlySet<string>,
  ): Promise<{ subject: Subject; sections: HeldSection[]; unfollowed: string[] }> {
    let subject = start;
    const unfollowed = new Set<string>();
    for (let round = 1; ; round++) {
      const found = await Promise.all(this.hooks.map((hook) => hook.find(subject)));
      let grew = false;
      for (const findings of found) {
        const { emails = [], ...others } = findings.identifiers ?? {};
        const widened = widenSubject(subject, { ...others, emails: emails.filter(isIn(followed)) });
        for (const email of widenSubject(subject, { emails }).subject.emails)
          if (!followed.has(email)) unfollowed.add(email);
        subject = widened.subject;
        grew ||= widened.grew;
      }
      if (!grew || round === MAX_ROUNDS) {
        const sections = this.hooks
          .map((hook, i) => ({ section: hook.section, records: found[i].records }))
          .filter((section) => section.records.length > 0);
        return { subject, sections, unfollowed: [...unfollowed].sort() };
      }
    }
  }

  async export(subject: Subject): Promise<Record<string, unknown[]>> {
    const exported = await Promise.all(this.hooks.map((hook) => hook.export(subject)));
    return Object.fromEntries(this.hooks.map((hook, i) => [hook.section, exported[i]]));
  }

  /**
   * One hook after another: a failure stops the request with the sections before it done, and erasing
   * again finishes it (each hook's erasure leaves nothing for the next run to trip on).
   */
  async erase(subject: Subject, policy: ErasurePolicy): Promise<Record<string, ErasureOutcome>> {
    const outcomes: Record<string, ErasureOutcome> = {};
    for (const hook of this.hooks) outcomes[hook.section] = await hook.erase(subject, policy);
    return outcomes;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const counts: SweepCount[] = [];
    for (const owner of this.sweeps) counts.push(...(await owner.sweep(cutoffs)));
    return counts;
  }
}

/** One record's identity in a listing, to tell the records an unverified email adds. */
function recordId(section: string, record: HeldRecord): string {
  return `${section}|${record.kind}|${record.reference}|${String(record.at ?? '')}`;
}

function recordIdsOf({ section, records }: HeldSection): string[] {
  return records.map((record) => recordId(section, record));
}

const isIn =
  (followed: ReadonlySet<string>) =>
  (email: string): boolean =>
    followed.has(email.trim().toLowerCase());
