import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '#src/config/app-config';

/** The captcha port (DESIGN section 6): off by default, reCAPTCHA by configuration. */
export abstract class CaptchaVerifier {
  /** Whether the token proves a person; throws 503 when the provider cannot be asked. */
  abstract verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

/** CAPTCHA_PROVIDER=off: every submission passes (the honeypot and rate limits still apply). */
export class CaptchaOff extends CaptchaVerifier {
  async verify(): Promise<boolean> {
    return true;
  }
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5000;

/** The part of fetch used to ask reCAPTCHA, so that a test's stand-in is checked against it. */
export type SiteVerifyPost = (url: string, init: RequestInit) => Promise<Response>;

/** Google reCAPTCHA, checked server-side: the browser's token alone proves nothing. */
export class RecaptchaVerifier extends CaptchaVerifier {
  private readonly logger = new Logger('Captcha');

  constructor(
    private readonly secret: string,
    private readonly post: SiteVerifyPost = fetch,
  ) {
    super();
  }

  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!token) return false;
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: { success?: unknown };
    try {
      const res = await this.post(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
      answer = (await res.json()) as { success?: unknown };
    } catch (error) {
      this.logger.warn(`reCAPTCHA could not be checked: ${(error as Error).message}`);
      throw new ServiceUnavailableException(
        'We could not check that you are not a robot. Please try again shortly.',
      );
    }
    return answer.success === true;
  }
}

export function captchaFor(config: AppConfig): CaptchaVerifier {
  // The config check guarantees the secret whenever the provider is recaptcha.
  return config.CAPTCHA_PROVIDER === 'recaptcha'
    ? new RecaptchaVerifier(config.RECAPTCHA_SECRET ?? '')
    : new CaptchaOff();
}
