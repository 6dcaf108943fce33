import {
  columnTotal,
  FoldDef,
  percent,
  ReportDef,
  specFor,
  withColumns,
  withEveryDay,
} from './domain/reports';
import {
  ADJUSTMENT_STATUS_WORDS,
  ADJUSTMENTS,
  COMPETITION_ENTRIES,
  CONTACTS,
  FEEDBACK,
  PAYMENTS,
  POLICY_CHANGES,
  QUOTES,
  RENEWAL_STATUSES,
  RENEWALS,
} from './sources';
import { FactRow, SourceDef } from './domain/fields';
import { PivotSpec } from './domain/pivot';

const STAGES = ['started', 'priced', 'purchased'];

const quoteFunnel: ReportDef = {
  key: 'quote-funnel',
  title: 'Quote funnel',
  description: 'Quotes started, priced and bought, by the day they were started, and how many converted.',
  chart: 'line',
  sources: [QUOTES],
  defaultRange: { back: 29 },
  folds: (range) => ({
    days: { sources: [QUOTES], spec: specFor(QUOTES, range, { rows: ['createdDay'], columns: ['stages'] }) },
  }),
  finish({ days: pivot }, range) {
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
  folds: (range) => ({
    reasons: {
      sources: [QUOTES],
      spec: specFor(QUOTES, range, {
        rows: ['reasons'],
        columns: ['status'],
        values: { status: ['declined', 'referred'] },
      }),
    },
    priced: { sources: [QUOTES], spec: specFor(QUOTES, range, { values: { stages: ['priced'] } }) },
  }),
  finish(pivots) {
    const pivot = withColumns(pivots.reasons, ['declined', 'referred']);
    const priced = pivots.priced.total;
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
  folds: (range) => ({
    premiums: {
      sources: [QUOTES],
      spec: specFor(QUOTES, range, { rows: ['area'], columns: ['coverType'], op: 'avg', value: 'premium' }),
    },
  }),
  finish({ premiums: pivot }) {
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
  folds: (range) => ({
    months: {
      sources: [RENEWALS],
      spec: specFor(RENEWALS, range, { rows: ['renewalDate'], columns: ['status'], grain: 'month' }),
    },
  }),
  finish({ months }) {
    const pivot = withColumns(months, RENEWAL_STATUSES);
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
  folds: (range) => ({
    months: {
      sources: [PAYMENTS],
      spec: specFor(PAYMENTS, range, { rows: ['createdDay'], columns: ['status'], grain: 'month' }),
    },
    taken: {
      sources: [PAYMENTS],
      spec: specFor(PAYMENTS, range, { op: 'sum', value: 'amount', values: { status: ['succeeded'] } }),
    },
  }),
  finish({ months: pivot, taken }) {
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

const adjustments: ReportDef = {
  key: 'adjustments',
  title: 'Mid-term changes',
  description:
    'Changes to policies in force, by the month they were priced and where they stand, and the premium the ' +
    'changes made moved (levy included; refunds count against it).',
  chart: 'bar',
  sources: [ADJUSTMENTS],
  defaultRange: { back: 364 },
  folds: (range) => ({
    months: {
      sources: [ADJUSTMENTS],
      spec: specFor(ADJUSTMENTS, range, { rows: ['createdDay'], columns: ['status'], grain: 'month' }),
    },
    moved: {
      sources: [ADJUSTMENTS],
      spec: specFor(ADJUSTMENTS, range, { op: 'sum', value: 'moved', values: { status: ['settled'] } }),
    },
  }),
  finish({ months, moved }) {
    const pivot = withColumns(months, Object.keys(ADJUSTMENT_STATUS_WORDS));
    return {
      rowLabels: ['Month'],
      unit: 'count',
      pivot,
      figures: [
        { label: 'Changes', value: pivot.matched, unit: 'count' },
        { label: 'Made', value: columnTotal(pivot, 'settled'), unit: 'count' },
        { label: 'Referred to staff', value: columnTotal(pivot, 'referred'), unit: 'count' },
        { label: 'Premium moved', value: moved.total, unit: 'eur' },
      ],
    };
  },
};

const FORMS: readonly [SourceDef, string][] = [
  [CONTACTS, 'contact'],
  [FEEDBACK, 'feedback'],
  [POLICY_CHANGES, 'policy change'],
];
const FORMS_SOURCES = FORMS.map(([source]) => source);
const FORM_OF = new Map(FORMS);
/** An enquiry of any form as the enquiries' pivots see it: when received, its status and which form. */
const formRow = (fact: FactRow, source: SourceDef): FactRow => ({
  createdDay: fact.createdDay,
  status: fact.status,
  form: FORM_OF.get(source) ?? null,
});
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
  sources: FORMS_SOURCES,
  defaultRange: { back: 89 },
  folds(range) {
    const ofForms = (spec: PivotSpec): FoldDef => ({ sources: FORMS_SOURCES, spec, row: formRow });
    return {
      weeks: ofForms(
        specFor(FORM_SOURCE, range, { rows: ['createdDay'], columns: ['form', 'status'], grain: 'week' }),
      ),
      byForm: ofForms(specFor(FORM_SOURCE, range, { columns: ['form'] })),
      open: ofForms(specFor(FORM_SOURCE, range, { values: { status: ['new', 'in progress'] } })),
    };
  },
  finish({ weeks: pivot, byForm, open }) {
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
  folds: (range) => ({
    months: {
      sources: [COMPETITION_ENTRIES],
      spec: specFor(COMPETITION_ENTRIES, range, { rows: ['createdDay'], grain: 'month' }),
    },
  }),
  finish({ months: pivot }) {
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
  adjustments,
  enquiries,
  competition,
];
