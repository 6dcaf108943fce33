import { dublinDate } from '#src/common/time/dates';
import { MailService } from '../../mail/mail.service';
import type { TestApp } from '#test/harness/test-app';

/** For specs: the outbox mail sent to an address, newest first. */
export async function mailsTo(t: TestApp, to: string) {
  return (await t.app.get(MailService).listOutbox({ to, page_size: 100 })).data;
}

/** For specs: a date `days` from today in Irish time, as YYYY-MM-DD. */
export function dublinDay(days: number): string {
  const { year, month, day } = dublinDate(new Date());
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
