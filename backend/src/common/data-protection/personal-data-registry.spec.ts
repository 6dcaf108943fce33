import { Reflector } from '@nestjs/core';
import {
  ErasureOutcome,
  Findings,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionSweep,
  Subject,
  SweepCount,
} from './personal-data-hook';
import { PersonalDataRegistry } from './personal-data-registry';
import { subjectOf } from './subject';

/** A bought quote found by email, policy number or key, giving its policy number and its (proved) email. */
@PersonalDataOwner()
class FakeQuotes implements PersonalDataHook {
  readonly section = 'quotes';
  erased: Subject[] = [];

  async find(subject: Subject): Promise<Findings> {
    const mine =
      subject.emails.includes('aoife@example.ie') ||
      subject.policyNumbers.includes('IVY-P-1') ||
      subject.recordKeys.includes('quote:1');
    return mine
      ? {
          records: [{ kind: 'Quote', reference: 'IVY-AAAA-BBBB', id: 'quote:1', matchedBy: 'bought' }],
          identifiers: { emails: ['aoife@example.ie'], policyNumbers: ['IVY-P-1'], recordKeys: ['quote:1'] },
        }
      : { records: [] };
  }

  async export(): Promise<unknown[]> {
    return [{ type: 'quote' }];
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    this.erased.push(subject);
    return { deleted: 1, anonymised: 0, held: 0 };
  }
}

/** Payments found only through the quote's record key. */
@PersonalDataOwner()
class FakePayments implements PersonalDataHook {
  readonly section = 'payments';

  async find(subject: Subject): Promise<Findings> {
    return { records: subject.recordKeys.includes('quote:1') ? [{ kind: 'Payment', reference: 'p1' }] : [] };
  }

  async export(): Promise<unknown[]> {
    return [];
  }

  async erase(): Promise<ErasureOutcome> {
    return { deleted: 0, anonymised: 1, held: 1 };
  }
}

@PersonalDataOwner()
class FakeConsents implements RetentionSweep {
  readonly section = 'cookie consents';

  async sweep(): Promise<SweepCount[]> {
    return [{ section: this.section, kind: 'consent proofs', count: 2 }];
  }
}

/** Not marked: never asked. */
class Unmarked {
  readonly section = 'unmarked';
  find = jest.fn();
}

function registryOf(...instances: object[]) {
  const discovery = {
    getProviders: () => [...instances.map((instance) => ({ instance })), { instance: undefined }],
  };
  const registry = new PersonalDataRegistry(discovery, new Reflector());
  registry.onApplicationBootstrap();
  return registry;
}

describe('PersonalDataRegistry', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const policy = { now, retainedUntil: () => now };

  it('finds the marked hooks and sweeps, in section order', () => {
    const unmarked = new Unmarked();
    const registry = registryOf(new FakeQuotes(), new FakeConsents(), unmarked, new FakePayments());
    expect(registry.sections()).toEqual(['payments', 'quotes']);
    expect(unmarked.find).not.toHaveBeenCalled();
  });

  it('follows what each record gives until nothing new turns up: a policy number reaches the payments', async () => {
    const registry = registryOf(new FakeQuotes(), new FakePayments());
    const found = await registry.find(subjectOf({ policyNumber: 'ivy-p-1' }));
    expect(found.subject).toMatchObject({ emails: ['aoife@example.ie'], recordKeys: ['quote:1'] });
    expect(found.sections).toEqual([
      {
        section: 'payments',
        records: [{ kind: 'Payment', reference: 'p1', matchedBy: 'with a record found' }],
      },
      { section: 'quotes', records: [QUOTE] },
    ]);
    expect(found.unverified).toEqual([]);
    expect((await registry.find(subjectOf({ email: 'nobody@example.ie' }))).sections).toEqual([]);
  });

  it('exports and erases through every hook with the whole subject, and sweeps every rule', async () => {
    const quotes = new FakeQuotes();
    const registry = registryOf(quotes, new FakePayments(), new FakeConsents());
    const { subject } = await registry.find(subjectOf({ email: 'aoife@example.ie' }));
    expect(await registry.export(subject)).toEqual({ payments: [], quotes: [{ type: 'quote' }] });
    expect(await registry.erase(subject, policy)).toEqual({
      payments: { deleted: 0, anonymised: 1, held: 1 },
      quotes: { deleted: 1, anonymised: 0, held: 0 },
    });
    expect(quotes.erased).toEqual([subject]);
    expect(await registry.sweep({ now } as never)).toEqual([
      { section: 'cookie consents', kind: 'consent proofs', count: 2 },
    ]);
  });

  it("does not follow an email no record proved: what a stranger's quote reaches through it is listed apart until ticked", async () => {
    const registry = registryOf(new FakeQuotes(), new FakePayments(), new StrangersQuote());
    const found = await registry.find(subjectOf({ webReference: 'ivy-zzzz-zzzz' }));
    expect(found.sections).toEqual([
      {
        section: 'strangers',
        records: [{ kind: 'Quote', reference: 'IVY-ZZZZ-ZZZZ', matchedBy: 'web reference' }],
      },
    ]);
    expect(found.subject.emails).toEqual([]);
    const through = 'only through aoife@example.ie, which a record gave and nobody verified';
    expect(found.unverified).toEqual([
      { section: 'payments', records: [{ kind: 'Payment', reference: 'p1', matchedBy: through }] },
      { section: 'quotes', records: [{ ...QUOTE, matchedBy: through }] },
    ]);
    const included = await registry.find(subjectOf({ webReference: 'ivy-zzzz-zzzz' }), ['quote:1']);
    expect(included.sections.map((section) => section.section)).toEqual(['payments', 'quotes', 'strangers']);
    expect(included.unverified).toEqual([]);
  });

  it('lists apart the records a hook found by an email nobody verified for them', async () => {
    const registry = registryOf(new FakeQuotes(), new StrangersQuote());
    const found = await registry.find(subjectOf({ email: 'aoife@example.ie' }));
    expect(found.sections.map((section) => section.section)).toEqual(['quotes']);
    expect(found.unverified).toEqual([{ section: 'strangers', records: [STRANGERS_BY_EMAIL] }]);
    const ticked = await registry.find(subjectOf({ email: 'aoife@example.ie' }), ['strangers:9']);
    expect(ticked.sections.map((section) => section.section)).toEqual(['quotes', 'strangers']);
    expect(ticked.unverified).toEqual([]);
  });
});

const QUOTE = { kind: 'Quote', reference: 'IVY-AAAA-BBBB', id: 'quote:1', matchedBy: 'bought' };
const STRANGERS_BY_EMAIL = {
  kind: 'Quote',
  reference: 'IVY-ZZZZ-ZZZZ',
  id: 'strangers:9',
  matchedBy: 'email aoife@example.ie only, never verified',
};

/**
 * A quote a stranger made with Aoife's email: found by its web reference, it gives her email, unproved;
 * found by her email alone, it is listed apart unless ticked.
 */
@PersonalDataOwner()
class StrangersQuote implements PersonalDataHook {
  readonly section = 'strangers';

  async find(subject: Subject): Promise<Findings> {
    if (subject.webReferences.includes('IVY-ZZZZ-ZZZZ') || subject.recordKeys.includes('strangers:9'))
      return {
        records: [{ kind: 'Quote', reference: 'IVY-ZZZZ-ZZZZ', matchedBy: 'web reference' }],
        unprovenEmails: ['aoife@example.ie'],
      };
    if (subject.emails.includes('aoife@example.ie')) return { records: [], unverified: [STRANGERS_BY_EMAIL] };
    return { records: [] };
  }

  async export(): Promise<unknown[]> {
    return [];
  }

  async erase(): Promise<ErasureOutcome> {
    return { deleted: 1, anonymised: 0, held: 0 };
  }
}
