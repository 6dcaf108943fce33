import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
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

export interface SubjectFindings {
  subject: Subject;
  sections: { section: string; records: HeldRecord[] }[];
}

/** Every module's PersonalDataHook, found at start-up, and the requests that go through all of them. */
@Injectable()
export class PersonalDataRegistry implements OnApplicationBootstrap {
  private hooks: PersonalDataHook[] = [];
  private sweeps: RetentionSweep[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
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

  /** Follows the identifiers every hook's records give until nothing new turns up, and lists what is held. */
  async find(start: Subject): Promise<SubjectFindings> {
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
        const sections = this.hooks
          .map((hook, i) => ({ section: hook.section, records: found[i].records }))
          .filter((section) => section.records.length > 0);
        return { subject, sections };
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
