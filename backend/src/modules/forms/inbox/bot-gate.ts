import { Injectable } from '@nestjs/common';
import { FieldErrorsException } from '#src/common/http/problem';
import { CaptchaVerifier } from '../captcha/captcha-verifier';

/** The two fields every public form adds for bots. */
export interface BotFields {
  /** The honeypot: hidden from people, so only a bot fills it in. */
  website?: string;
  captchaToken?: string;
}

/** Keeps bots out of the inboxes without telling them they were caught. */
@Injectable()
export class BotGate {
  constructor(private readonly captcha: CaptchaVerifier) {}

  /** A filled honeypot: the caller answers as if all went well and keeps nothing. */
  isTrapped(fields: BotFields): boolean {
    return typeof fields.website === 'string' && fields.website.trim() !== '';
  }

  async checkCaptcha(fields: BotFields, remoteIp?: string): Promise<void> {
    if (!(await this.captcha.verify(fields.captchaToken, remoteIp))) {
      throw new FieldErrorsException({ captchaToken: ['Please confirm you are not a robot.'] });
    }
  }
}
