import type { HeldRecord, Subject } from '#src/common/data-protection/personal-data-hook';
import type { SubjectFindings } from '#src/common/data-protection/personal-data-registry';

const DAY = new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', dateStyle: 'long' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
});

const IDENTIFIER_NAMES: [keyof Subject, string][] = [
  ['emails', 'email'],
  ['phones', 'phone'],
  ['webReferences', 'web reference'],
  ['policyNumbers', 'policy number'],
];

function recordLine(record: HeldRecord): string {
  const when = record.at ? `, ${DAY.format(record.at)}` : '';
  const hold = record.hold ? ` (kept until ${DAY.format(record.hold.until)}: ${record.hold.reason})` : '';
  return `  - ${record.kind} ${record.reference}${when}${hold}`;
}

/** The export's readable summary (GDPR Article 15): what is held, section by section, in plain text. */
export function exportSummary(
  brandName: string,
  findings: Pick<SubjectFindings, 'subject' | 'sections'>,
  exportedAt: Date,
): string {
  const identifiers = IDENTIFIER_NAMES.flatMap(([field, name]) =>
    findings.subject[field].map((value) => `${name} ${value}`),
  );
  const total = findings.sections.reduce((sum, section) => sum + section.records.length, 0);
  const lines = [
    `Personal data held by ${brandName}`,
    `Exported ${DAY_AND_TIME.format(exportedAt)} (Irish time)`,
    `Found by: ${identifiers.join('; ') || 'nothing given'}`,
    '',
  ];
  if (total === 0) lines.push('We hold no records about this person.');
  for (const { section, records } of findings.sections) {
    lines.push(
      `${section[0].toUpperCase()}${section.slice(1)}: ${records.length} ${records.length === 1 ? 'record' : 'records'}`,
    );
    lines.push(...records.map(recordLine), '');
  }
  lines.push('The archive (JSON) beside this summary holds every field of these records.');
  return `${lines.join('\n')}\n`;
}
