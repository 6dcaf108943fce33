import { FactRow } from './domain/fields';
import { foldPivot } from './domain/pivot';
import {
  columnTotal,
  FactsOf,
  percent,
  ReportDef,
  specFor,
  withColumns,
  withEveryDay,
} from './domain/reports';
import {
  COMPETITION_ENTRIES,
  CONTACTS,
  FEEDBACK,
  PAYMENTS,
  POLICY_CHANGES,
  QUOTES,
  RENEWAL_STATUSES,
  RENEWALS,
} from './sources';
import { SourceDef } from './domain/fields';

const STAGES = ['started', 'priced', 'purchased'];

const quoteFunnel: ReportDef = {
  key: 'quote-funnel',
  title: 'Quote funnel',
  description: 'Quotes started, priced and bought, by the day they were started, and how many converted.',
  chart: 'line',
  sources: [QUOTES],
  defaultRange: { back: 29 },
  build(facts, range) {
    const pivot = foldPivot(
      facts(QUOTES),
      specFor(QUOTES, range, { rows: ['createdDay'], columns: ['stages'] }),
    );
    const started = columnTotal(pivot, 'started');
    const priced = columnTotal(pivot, 'priced');
    const purchased = columnTotal(pivot, 'purchased');
    return {
      rowLabels: ['Day'],
      unit: 'count',
      pivot: withEveryDay(withColumns(pivot, STAGES), range),
      figures: [
        { label: 'Started', value: started, unit: 'count' },
        { label: 'Priced', value: priced, unit: 'count' },
        { label: 'Bought', value: purchased, unit: 'count' },
        { label: 'Conversion (bought of started)', value: percent(purchased, started), unit: 'percent' },
        { label: 'Bought of priced', value: percent(purchased, priced), unit: 'percent' },
      ],
    };
  },
};

const quoteOutcomes: ReportDef = {
  key: 'declined-referred',
  title: 'Declined and referred quotes',
  description: 'Quotes the rating table declined or referred, by the reasons it gave.',
  chart: 'bar',
  sources: [QUOTES],
  defaultRange: { back: 364 },
  build(facts, range) {
    const spec = specFor(QUOTES, range, {
      rows: ['reasons'],
      columns: ['status'],
      values: { status: ['declined', 'referred'] },
    });
    const pivot = withColumns(foldPivot(facts(QUOTES), spec), ['declined', 'referred']);
    const priced = foldPivot(facts(QUOTES), specFor(QUOTES, range, { values: { stages: ['priced'] } })).total;
    const declined = columnTotal(pivot, 'declined');
    const referred = columnTotal(pivot, 'referred');
    return {
      rowLabels: ['Reason'],
      unit: 'count',
      pivot,
      figures: [
        { label: 'Declined', value: declined, unit: 'count' },
        { label: 'Referred', value: referred, unit: 'count' },
        {
          label: 'Declined or referred, of priced',
          value: percent(declined + referred, priced),
          unit: 'percent',
        },
      ],
    };
  },
};

const premiums: ReportDef = {
  key: 'average-premium',
  title: 'Average premium',
  description: 'The average quoted premium by rating area and cover type.',
  chart: 'bar',
  sources: [QUOTES],
  defaultRange: { back: 364 },
  build(facts, range) {
    const pivot = foldPivot(
      facts(QUOTES),
      specFor(QUOTES, range, { rows: ['area'], columns: ['coverType'], op: 'avg', value: 'premium' }),
    );
    return {
      rowLabels: ['Area'],
      unit: 'eur',
      pivot,
      figures: [
        { label: 'Average premium', value: pivot.total, unit: 'eur' },
        { label: 'Quotes with a premium', value: pivot.matched, unit: 'count' },
      ],
    };
  },
};

const renewals: ReportDef = {
  key: 'renewals',
  title: 'Renewals',
  description:
    'Renewals by the month they fall due and where they stand; the renewal rate is paid of those decided (paid or lapsed).',
  chart: 'bar',
  sources: [RENEWALS],
  defaultRange: { back: 364, ahead: 92 },
  build(facts, range) {
    const pivot = withColumns(
      foldPivot(
        facts(RENEWALS),
        specFor(RENEWALS, range, { rows: ['renewalDate'], columns: ['status'], grain: 'month' }),
      ),
      RENEWAL_STATUSES,
    );
    const paid = columnTotal(pivot, 'paid');
    const lapsed = columnTotal(pivot, 'lapsed');
    return {
      rowLabels: ['Month due'],
      unit: 'count',
      pivot,
      figures: [
        { label: 'Invited', value: pivot.matched - columnTotal(pivot, 'imported'), unit: 'count' },
        { label: 'Paid', value: paid, unit: 'count' },
        { label: 'Lapsed', value: lapsed, unit: 'count' },
        { label: 'Renewal rate', value: percent(paid, paid + lapsed), unit: 'percent' },
      ],
    };
  },
};

const payments: ReportDef = {
  key: 'payments',
  title: 'Payments',
  description: 'Card payments by month and status, and the money taken.',
  chart: 'bar',
  sources: [PAYMENTS],
  defaultRange: { back: 364 },
  build(facts, range) {
    const pivot = foldPivot(
      facts(PAYMENTS),
      specFor(PAYMENTS, range, { rows: ['createdDay'], columns: ['status'], grain: 'month' }),
    );
    const taken = foldPivot(
      facts(PAYMENTS),
      specFor(PAYMENTS, range, { op: 'sum', value: 'amount', values: { status: ['succeeded'] } }),
    );
    const succeeded = columnTotal(pivot, 'succeeded');
    return {
      rowLabels: ['Month'],
      unit: 'count',
      pivot,
      figures: [
        { label: 'Payments', value: pivot.matched, unit: 'count' },
        { label: 'Succeeded', value: succeeded, unit: 'count' },
        { label: 'Success rate', value: percent(succeeded, pivot.matched), unit: 'percent' },
        { label: 'Taken', value: taken.total, unit: 'eur' },
      ],
    };
  },
};

const FORMS: readonly [SourceDef, string][] = [
  [CONTACTS, 'contact'],
  [FEEDBACK, 'feedback'],
  [POLICY_CHANGES, 'policy change'],
];
const FORM_SOURCE: SourceDef = {
  key: 'enquiries',
  label: 'Enquiries',
  defaultDate: 'createdDay',
  fields: [
    { key: 'createdDay', label: 'Received', kind: 'date' },
    { key: 'form', label: 'Form', kind: 'category' },
    { key: 'status', label: 'Status', kind: 'category' },
  ],
};

const enquiries: ReportDef = {
  key: 'enquiries',
  title: 'Contact, feedback and policy changes',
  description: 'Requests sent through the public forms, by ISO week received and where staff are with them.',
  chart: 'bar',
  sources: FORMS.map(([source]) => source),
  defaultRange: { back: 89 },
  build(facts: FactsOf, range) {
    const rows: Iterable<FactRow> = {
      *[Symbol.iterator]() {
        for (const [source, form] of FORMS)
          for (const fact of facts(source)) yield { createdDay: fact.createdDay, status: fact.status, form };
      },
    };
    const pivot = foldPivot(
      rows,
      specFor(FORM_SOURCE, range, { rows: ['createdDay'], columns: ['form', 'status'], grain: 'week' }),
    );
    const byForm = foldPivot(rows, specFor(FORM_SOURCE, range, { columns: ['form'] }));
    const open = foldPivot(rows, specFor(FORM_SOURCE, range, { values: { status: ['new', 'in progress'] } }));
    return {
      rowLabels: ['Week'],
      unit: 'count',
      pivot,
      figures: [
        ...FORMS.map(([, form]) => ({
          label: `${form[0].toUpperCase()}${form.slice(1)}`,
          value: columnTotal(byForm, form),
          unit: 'count' as const,
        })),
        { label: 'Still open', value: open.total, unit: 'count' },
      ],
    };
  },
};

const competition: ReportDef = {
  key: 'competition',
  title: 'Competition entries',
  description: 'Entries to the gift card competition (one per policy bought), by month.',
  chart: 'bar',
  sources: [COMPETITION_ENTRIES],
  defaultRange: { back: 364 },
  build(facts, range) {
    const pivot = foldPivot(
      facts(COMPETITION_ENTRIES),
      specFor(COMPETITION_ENTRIES, range, { rows: ['createdDay'], grain: 'month' }),
    );
    return {
      rowLabels: ['Month'],
      unit: 'count',
      pivot,
      figures: [{ label: 'Entries', value: pivot.total, unit: 'count' }],
    };
  },
};

export const READY_MADE: readonly ReportDef[] = [
  quoteFunnel,
  quoteOutcomes,
  premiums,
  renewals,
  payments,
  enquiries,
  competition,
];
