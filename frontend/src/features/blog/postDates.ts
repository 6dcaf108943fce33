// Dates on the site are Irish dates, wherever the reader is (DESIGN §3).
const dateFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Dublin',
});

export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
