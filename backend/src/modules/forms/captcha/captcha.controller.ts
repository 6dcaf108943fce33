import { Controller, Get, Header } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '#src/config/app-config';
import { Envelope, EnvelopeDto, ok } from '#src/common/http/envelope';
import { PublicRoute } from '#src/common/http/routes';

export class CaptchaSettingsDto extends EnvelopeDto {
  @ApiProperty({ enum: ['off', 'recaptcha'], description: 'Which captcha the public forms must pass' })
  provider: 'off' | 'recaptcha';

  @ApiPropertyOptional({ description: 'The reCAPTCHA site key the widget renders with (recaptcha only)' })
  siteKey?: string;
}

type CaptchaSettings = Pick<CaptchaSettingsDto, 'provider' | 'siteKey'>;

/** What the SPA needs to show the captcha widget the server will check. */
export function captchaSettings(config: AppConfig): CaptchaSettings {
  return config.CAPTCHA_PROVIDER === 'recaptcha'
    ? { provider: 'recaptcha', siteKey: config.RECAPTCHA_SITE_KEY }
    : { provider: 'off' };
}

@ApiTags('forms')
@Controller('forms')
export class CaptchaController {
  constructor(private readonly config: AppConfig) {}

  @PublicRoute('Which captcha the public forms need, and its site key', CaptchaSettingsDto)
  @Get('captcha')
  // Configuration only changes on a restart, so browsers and proxies may keep it a while.
  @Header('Cache-Control', 'public, max-age=300')
  getCaptchaSettings(): Envelope<CaptchaSettings> {
    return ok(captchaSettings(this.config));
  }
}
