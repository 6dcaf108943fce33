import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useCaptchaSettings } from '#src/api/captcha';
import { CaptchaWidgetContext, type CaptchaWidgetProps } from './captcha';
import { RecaptchaWidget } from './RecaptchaWidget';

function recaptchaWithKey(siteKey: string): ComponentType<CaptchaWidgetProps> {
  return function SiteRecaptcha(props: CaptchaWidgetProps) {
    return <RecaptchaWidget siteKey={siteKey} {...props} />;
  };
}

/**
 * Fills the captcha port for the public forms inside it, from the server's settings: reCAPTCHA's widget
 * when the server checks reCAPTCHA tokens, nothing when its captcha is off. Mounted by the pages with forms,
 * so pages without one never ask.
 */
export function CaptchaProvider({ children }: { children: ReactNode }) {
  const { data } = useCaptchaSettings();
  const siteKey = data?.provider === 'recaptcha' ? data.siteKey : undefined;
  const widget = useMemo(() => (siteKey ? recaptchaWithKey(siteKey) : null), [siteKey]);
  return <CaptchaWidgetContext value={widget}>{children}</CaptchaWidgetContext>;
}
