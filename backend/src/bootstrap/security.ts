import helmet from 'helmet';
import { AppConfig } from '../config/app-config';

/**
 * A CSP that fits the SPA: scripts only from our origin; styles may be inline (dialogs set them).
 * Forms post to our origin only, and to Stripe's hosted checkout when payments go through Stripe.
 */
export function securityHeaders(config: AppConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: [
          "'self'",
          ...(config.PAYMENT_PROVIDER === 'stripe' ? ['https://checkout.stripe.com'] : []),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(config.NODE_ENV === 'production' && config.TRUST_PROXY ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production' && config.TRUST_PROXY,
  });
}
