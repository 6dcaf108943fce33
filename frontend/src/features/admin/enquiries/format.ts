// A calendar date as the sender gave it (YYYY-MM-DD), written as staff in Ireland read it. Not through
// Date: a date-only value would be read as UTC midnight and could show as the day before.
/** '2026-02-01' → '01/02/2026'; anything else as it is. */
export function formatDay(day: string | undefined): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : (day ?? '');
}

/** 'Yes' or 'No' for a flag shown in a list. */
export const yesNo = (flag: boolean | undefined) => (flag ? 'Yes' : 'No');
