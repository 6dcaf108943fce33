import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import {
  ErasureOutcome,
  ErasurePolicy,
  Findings,
  HeldRecord,
  PERSONAL_DATA_HOOK,
  PersonalDataHook,
  RetentionCutoffs,
  RetentionSweep,
  Subject,
  SweepCount,
} from './personal-data-hook';
import { emptySubject, widenSubject } from './subject';

/** A subject's identifiers are followed this many times at most (query → quote → policy → renewal → …). */
const MAX_ROUNDS = 6;

/** Why a record that names no reason of its own is there: a payment with its quote, a document with its policy. */
const WITH_ANOTHER = 'with a record found';

export interface HeldSection {
  section: string;
  records: HeldRecord[];
}

export interface SubjectFindings {
  /** The identifiers given, the record keys staff ticked, and what the records reached give. */
  subject: Subject;
  /** What the request covers: the records reached on verified identity, and those staff ticked. */
  sections: HeldSection[];
  /**
   * Records found by an email nobody verified for them, or only through such an email: listed apart and
   * left out of an export or erasure unless staff tick them (by `id`).
   */
  unverified: HeldSection[];
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
   * Only verified emails are followed: one staff gave (they checked the person's identity for it) or one
   * a record proved. Anyone can type someone else's email into a quote or a form, so a record found by an
   * email alone that nobody verified for it, and whatever an unverified email alone reaches, are listed
   * apart; `included` are the record keys of those that staff ticked.
   */
  async find(start: Subject, included: readonly string[] = []): Promise<SubjectFindings> {
    const given = widenSubject(start, { recordKeys: [...included] }).subject;
    const reached = await this.follow(given);
    const held = new Set(reached.sections.flatMap(recordIdsOf));
    const apart = new Map<string, HeldSection>();
    const listApart = (sections: HeldSection[], why?: string) => {
      for (const { section, records } of sections)
        for (const record of records) {
          const key = recordId(section, record);
          if (held.has(key)) continue;
          held.add(key);
          const listed = apart.get(section) ?? { section, records: [] };
          listed.records.push(why ? { ...record, matchedBy: why } : record);
          apart.set(section, listed);
        }
    };
    listApart(reached.unverified);
    for (const email of reached.unproven) {
      const through = await this.follow(widenSubject(reached.subject, { emails: [email] }).subject);
      const why = `only through ${email}, which a record gave and nobody verified`;
      listApart(through.sections, why);
      listApart(through.unverified, why);
    }
    return { subject: reached.subject, sections: reached.sections, unverified: [...apart.values()] };
  }

  private async follow(
    start: Subject,
  ): Promise<{ subject: Subject; sections: HeldSection[]; unverified: HeldSection[]; unproven: string[] }> {
    let subject = start;
    for (let round = 1; ; round++) {
      const found = await Promise.all(this.hooks.map((hook) => hook.find(subject)));
      let grew = false;
      for (const findings of found) {
        const widened = widenSubject(subject, findings.identifiers ?? {});
        subject = widened.subject;
        grew ||= widened.grew;
      }
      if (!grew || round === MAX_ROUNDS) {
        const sectionsOf = (records: (findings: Findings) => HeldRecord[] | undefined) =>
          this.hooks
            .map((hook, i) => ({
              section: hook.section,
              records: (records(found[i]) ?? []).map((record) => ({ matchedBy: WITH_ANOTHER, ...record })),
            }))
            .filter((section) => section.records.length > 0);
        const followed = new Set(subject.emails);
        const unproven = widenSubject(emptySubject(), {
          emails: found.flatMap((findings) => findings.unprovenEmails ?? []),
        }).subject.emails.filter((email) => !followed.has(email));
        return {
          subject,
          sections: sectionsOf((findings) => findings.records),
          unverified: sectionsOf((findings) => findings.unverified),
          unproven,
        };
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
  async coverEnds(subject: Subject): Promise<string[]> {
    const ends: string[] = [];
    for (const hook of this.hooks) ends.push(...((await hook.coverEnds?.(subject)) ?? []));
    return ends;
  }

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
