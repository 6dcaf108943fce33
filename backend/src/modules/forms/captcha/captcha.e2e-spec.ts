import { startTestApp, TestApp } from '#test/harness/test-app';

const GOOGLE_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const GOOGLE_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

describe('captcha settings and CSP', () => {
  describe('when the captcha is off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('tells visitors there is no captcha and lets nothing of Google into the CSP', async () => {
      const res = await t.http().get('/api/v1/forms/captcha').expect(200);
      expect(res.body).toEqual({ ok: true, message: 'OK', errors: {}, provider: 'off' });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const csp: string = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('google');
      expect(csp).not.toContain('frame-src');
    });
  });

  describe('when the captcha is reCAPTCHA', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        env: {
          CAPTCHA_PROVIDER: 'recaptcha',
          RECAPTCHA_SECRET: 'secret-never-shown',
          RECAPTCHA_SITE_KEY: '6LcTestSiteKey',
        },
      });
    });
    afterAll(() => t.close());

    it('gives the site key, never the secret, and allows Google’s script and frame', async () => {
      const res = await t.http().get('/api/v1/forms/captcha').expect(200);
      expect(res.body).toEqual({
        ok: true,
        message: 'OK',
        errors: {},
        provider: 'recaptcha',
        siteKey: '6LcTestSiteKey',
      });
      expect(JSON.stringify(res.body)).not.toContain('secret-never-shown');
      const csp: string = res.headers['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${GOOGLE_SCRIPTS};`);
      expect(csp).toContain(`frame-src ${GOOGLE_FRAMES};`);
      expect(csp).toContain("frame-ancestors 'none'");
    });

    it('refuses a form sent without a token', async () => {
      const res = await t
        .http()
        .post('/api/v1/utility/contact')
        .send({ name: 'Aoife Byrne', email: 'aoife@example.ie', phone: '087 123 4567', message: 'Hello' })
        .expect(400);
      expect(res.body.errors.captchaToken).toEqual(['Please confirm you are not a robot.']);
    });
  });
});
