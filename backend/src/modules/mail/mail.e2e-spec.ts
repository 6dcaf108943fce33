import { logInAsAdmin } from '#test/harness/identity';
import { startTestApp } from '#test/harness/test-app';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxTransport } from './outbox.transport';
import { SmtpTransport } from './smtp.transport';

describe('mail', () => {
  it('keeps mail in the outbox by default, from the brand, listed newest first and by recipient', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.get(MailTransport)).toBeInstanceOf(OutboxTransport);
      const mail = t.app.get(MailService);
      await mail.send({ to: 'Aoife@Example.ie', subject: 'First', text: 'one' });
      await mail.send({ to: 'niamh@example.ie', subject: 'Second', text: 'two', html: '<p>two</p>' });
      const admin = await logInAsAdmin(t);
      const all = await admin.get('/api/v1/mail/outbox').expect(200);
      expect(all.body).toMatchObject({ ok: true, total_items: 2 });
      expect(all.body.data[0]).toMatchObject({
        to: 'niamh@example.ie',
        from: 'Ivy Car Insurance <no-reply@ivycarinsurance.ie>',
        subject: 'Second',
        html: '<p>two</p>',
      });
      const one = await admin.get('/api/v1/mail/outbox').query({ to: 'AOIFE@example.ie' }).expect(200);
      expect(one.body.data.map((m: { subject: string }) => m.subject)).toEqual(['First']);
      await admin.get('/api/v1/mail/outbox').query({ to: 'not an email' }).expect(400);
    } finally {
      await t.close();
    }
  });

  it('sends through SMTP when configured, from MAIL_FROM', async () => {
    const t = await startTestApp({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Ivy <mail@ivy.example>' },
    });
    try {
      const transport = t.app.get(MailTransport);
      expect(transport).toBeInstanceOf(SmtpTransport);
      const deliver = jest.spyOn(transport, 'deliver').mockResolvedValue();
      await t.app.get(MailService).send({ to: 'a@example.ie', subject: 'S', text: 'T' });
      expect(deliver).toHaveBeenCalledWith({
        to: 'a@example.ie',
        subject: 'S',
        text: 'T',
        from: 'Ivy <mail@ivy.example>',
      });
    } finally {
      await t.close();
    }
  });
});
