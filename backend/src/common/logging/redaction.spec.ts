import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS } from './redaction';

describe('log redaction', () => {
  it('keeps credentials, tokens and secrets out of log lines', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: {
        headers: {
          authorization: 'Bearer ivy_0a1b2c3d4e5f_SECRETKEY',
          cookie: 'ivy.sid=SIDVALUE',
          'x-csrf-token': 'CSRFHEADER',
        },
      },
      res: { headers: { 'set-cookie': 'ivy.sid=SETCOOKIE' } },
      body: {
        email: 'aoife@example.ie',
        password: 'PASSWORD1',
        newPassword: 'PASSWORD2',
        passwordResetToken: 'RESET',
      },
      user: { passwordHash: 'HASH', twoFactor: { sealedSecret: 'SEALED' } },
      session: { tokenHash: 'TOKENHASH', csrfToken: 'CSRF' },
      apiKey: { secretHash: 'SECRETHASH', key: 'WHOLEKEY' },
      setup: { otpauth_url: 'OTPAUTH', token: '123456', secret: 'TOTPSECRET' },
    });
    const text = lines.join('');
    for (const secret of [
      'SECRETKEY',
      'SIDVALUE',
      'CSRFHEADER',
      'SETCOOKIE',
      'PASSWORD1',
      'PASSWORD2',
      'RESET',
      'HASH"',
      'SEALED',
      'TOKENHASH',
      'CSRF"',
      'SECRETHASH',
      'WHOLEKEY',
      'OTPAUTH',
      '123456',
      'TOTPSECRET',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('aoife@example.ie');
  });
});
