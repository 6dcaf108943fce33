import { Logger } from '@nestjs/common';
import { FieldErrorsException } from '#src/common/http/problem';
import { loadConfig } from '#src/config/app-config';
import {
  CaptchaOff,
  captchaFor,
  CaptchaVerifier,
  RECAPTCHA_VERIFY_URL,
  RecaptchaVerifier,
  type SiteVerifyPost,
} from '../captcha/captcha-verifier';
import { BotGate } from './bot-gate';

/** Accepts one token only, as a real provider accepts only tokens it issued. */
class FakeCaptcha extends CaptchaVerifier {
  readonly seen: { token?: string; ip?: string }[] = [];
  async verify(token?: string, ip?: string): Promise<boolean> {
    this.seen.push({ token, ip });
    return token === 'human';
  }
}

describe('BotGate', () => {
  it('springs the honeypot on any text in the hidden field', () => {
    const gate = new BotGate(new CaptchaOff());
    expect(gate.isTrapped({ website: 'https://spam.example' })).toBe(true);
    expect(gate.isTrapped({ website: '' })).toBe(false);
    expect(gate.isTrapped({})).toBe(false);
  });

  it('lets every submission through with the captcha off', async () => {
    await expect(new BotGate(new CaptchaOff()).checkCaptcha({})).resolves.toBeUndefined();
  });

  it('asks the captcha port with the token and the client address', async () => {
    const captcha = new FakeCaptcha();
    const gate = new BotGate(captcha);
    await expect(gate.checkCaptcha({ captchaToken: 'human' }, '203.0.113.9')).resolves.toBeUndefined();
    expect(captcha.seen).toEqual([{ token: 'human', ip: '203.0.113.9' }]);
  });

  it('refuses a token the port rejects, naming the field', async () => {
    const gate = new BotGate(new FakeCaptcha());
    const refusal = gate.checkCaptcha({ captchaToken: 'robot' });
    await expect(refusal).rejects.toBeInstanceOf(FieldErrorsException);
    await expect(refusal).rejects.toMatchObject({
      fieldErrors: { captchaToken: ['Please confirm you are not a robot.'] },
    });
  });
});

describe('captcha adapters', () => {
  it('is off unless configured', () => {
    expect(captchaFor(loadConfig({}))).toBeInstanceOf(CaptchaOff);
    const on = loadConfig({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 's3cret',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    expect(captchaFor(on)).toBeInstanceOf(RecaptchaVerifier);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'k' })).toThrow(
      /RECAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
  });

  // A stand-in for fetch: the real siteverify endpoint is never called from tests.
  const stubFetch = (answer: () => Promise<Response>) => {
    const calls: { url: string; body: string }[] = [];
    const post: SiteVerifyPost = async (url, init) => {
      calls.push({ url, body: String(init.body) });
      return answer();
    };
    return { calls, post };
  };

  it('checks a reCAPTCHA token server-side with the secret and the client address', async () => {
    const { calls, post } = stubFetch(async () => Response.json({ success: true }));
    await expect(new RecaptchaVerifier('s3cret', post).verify('tok', '203.0.113.9')).resolves.toBe(true);
    expect(calls).toEqual([
      { url: RECAPTCHA_VERIFY_URL, body: 'secret=s3cret&response=tok&remoteip=203.0.113.9' },
    ]);
  });

  it('rejects a missing or refused token, and answers 503 when reCAPTCHA cannot be reached', async () => {
    const refused = stubFetch(async () =>
      Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    );
    await expect(new RecaptchaVerifier('s', refused.post).verify('tok')).resolves.toBe(false);
    await expect(new RecaptchaVerifier('s', refused.post).verify(undefined)).resolves.toBe(false);
    expect(refused.calls).toHaveLength(1);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const down = stubFetch(async () => new Response('', { status: 502 }));
    await expect(new RecaptchaVerifier('s', down.post).verify('tok')).rejects.toMatchObject({ status: 503 });
  });
});
