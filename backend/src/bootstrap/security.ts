import helmet from 'helmet';
import { AppConfig } from '../config/app-config';

/**
 * A CSP that fits the SPA: scripts only from our origin; styles may be inline (dialogs set them).
 * Forms post to our origin only, and to Stripe's hosted checkout when payments go through Stripe.
 * Google's reCAPTCHA script and frame are allowed only when the captcha is reCAPTCHA.
 */
export function securityHeaders(config: AppConfig) {
  const recaptcha = config.CAPTCHA_PROVIDER === 'recaptcha';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: [
          "'self'",
          ...(config.PAYMENT_PROVIDER === 'stripe' ? ['https://checkout.stripe.com'] : []),
        ],
        ...(recaptcha
          ? { frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] }
          : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(config.NODE_ENV === 'production' && config.TRUST_PROXY ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production' && config.TRUST_PROXY,
  });
}
