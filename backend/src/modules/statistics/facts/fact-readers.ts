import type { ModelFacts, StatisticsSource } from '#src/common/statistics/facts';
import type { SourceDef } from '../domain/fields';
import { SOURCES } from '../sources';

/** Each statistics source's reader, given by the module that owns its records. */
export class FactReaders {
  private readonly byKey = new Map<string, ModelFacts>();

  constructor(owners: readonly StatisticsSource[]) {
    for (const facts of owners.flatMap((owner) => owner.facts)) this.byKey.set(facts.key, facts);
    const missing = SOURCES.filter((source) => !this.byKey.has(source.key)).map((source) => source.key);
    if (missing.length > 0) throw new Error(`No module gives the statistics facts for ${missing.join(', ')}`);
  }

  of(source: SourceDef): ModelFacts {
    const facts = this.byKey.get(source.key);
    if (!facts) throw new Error(`No facts for ${source.key}`);
    return facts;
  }
}
