import { formatMoney } from '#src/language/money';

/** A list of two-column rows, such as the bands of a factor or the price of each cover. */
export interface ReadableGrid {
  caption: string;
  headers: readonly [string, string];
  rows: [string, string][];
}

export interface ReadableSection {
  title: string;
  facts: { label: string; value: string }[];
  grids: ReadableGrid[];
}

interface Band {
  upTo?: number;
  factor: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBandList = (value: unknown): value is Band[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => isRecord(item) && typeof item.factor === 'number');

const isMoneyKey = (key: string) => key.endsWith('Cents');

/** `vehicleValueCents` → 'Vehicle value', `full_irish` → 'Full irish': names as a heading reads them. */
export function humanise(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalarText(value: unknown, money: boolean): string {
  if (typeof value === 'number') return money ? formatMoney(value) : String(value);
  if (Array.isArray(value))
    return value.length > 0 ? value.map((item) => scalarText(item, money)).join(', ') : 'None';
  return String(value);
}

/**
 * What each band covers, in the table's own order (ascending upper bounds, the last open-ended):
 * whole numbers such as ages read '18 to 19'; money reads 'over €5,000.00 up to €10,000.00'.
 */
export function bandRanges(bands: readonly Band[], money: boolean): string[] {
  return bands.map((band, index) => {
    const below = bands[index - 1]?.upTo;
    const show = (amount: number) => scalarText(amount, money);
    if (band.upTo === undefined) {
      if (below === undefined) return 'Any';
      return money ? `Over ${show(below)}` : `${below + 1} and over`;
    }
    if (below === undefined) return band.upTo === 0 ? '0' : `Up to ${show(band.upTo)}`;
    if (money) return `Over ${show(below)} up to ${show(band.upTo)}`;
    return below + 1 === band.upTo ? String(band.upTo) : `${below + 1} to ${band.upTo}`;
  });
}

const isNumberRecord = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'number');

/**
 * A lookup of numbers. Under a money name either the keys are the amounts (the voluntary excess
 * offered, each with its factor) or the values are (a price per cover).
 */
function numberGrid(caption: string, key: string, lookup: Record<string, number>): ReadableGrid {
  const entries = Object.entries(lookup);
  if (isMoneyKey(key) && entries.every(([name]) => /^\d+$/.test(name))) {
    return {
      caption,
      headers: ['Amount', 'Factor'],
      rows: entries.map(([name, factor]) => [formatMoney(Number(name)), String(factor)]),
    };
  }
  return {
    caption,
    headers: ['Item', isMoneyKey(key) ? 'Amount' : 'Value'],
    rows: entries.map(([name, entry]) => [humanise(name), scalarText(entry, isMoneyKey(key))]),
  };
}

/** One part of the table (a top-level key) walked into facts and grids, nested names joined with ›. */
function walk(section: ReadableSection, label: string, key: string, value: unknown): void {
  if (isBandList(value)) {
    const ranges = bandRanges(value, isMoneyKey(key));
    section.grids.push({
      caption: label,
      headers: ['Band', 'Factor'],
      rows: value.map((band, index) => [ranges[index], String(band.factor)]),
    });
  } else if (isNumberRecord(value)) {
    section.grids.push(numberGrid(label, key, value));
  } else if (isRecord(value)) {
    for (const [name, entry] of Object.entries(value))
      walk(section, `${label} › ${humanise(name)}`, name, entry);
  } else {
    section.facts.push({ label, value: scalarText(value, isMoneyKey(key)) });
  }
}

/**
 * A rating table as staff read it: its particulars first, then one section per part (factors, add-ons,
 * instalments, underwriting), every band list and lookup as a two-column grid. Written for any table
 * the server accepted, so a new factor shows without a change here.
 */
export function readableTable(table: Record<string, unknown>): ReadableSection[] {
  const general: ReadableSection = { title: 'General', facts: [], grids: [] };
  const parts: ReadableSection[] = [];
  for (const [key, value] of Object.entries(table)) {
    if (isRecord(value) && !isNumberRecord(value)) {
      const part: ReadableSection = { title: humanise(key), facts: [], grids: [] };
      for (const [name, entry] of Object.entries(value)) walk(part, humanise(name), name, entry);
      parts.push(part);
    } else {
      walk(general, humanise(key), key, value);
    }
  }
  return [general, ...parts];
}
