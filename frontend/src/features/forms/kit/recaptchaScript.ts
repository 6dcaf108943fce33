/** The part of Google's reCAPTCHA v2 browser API the widget uses. */
export interface Grecaptcha {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      theme: 'light' | 'dark';
      size: 'normal' | 'compact';
      type: 'image' | 'audio';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
  getResponse: (widgetId?: number) => string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    ivyRecaptchaLoaded?: () => void;
  }
}

const ONLOAD = 'ivyRecaptchaLoaded';
export const RECAPTCHA_SCRIPT = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}`;

let loading: Promise<Grecaptcha> | undefined;

/**
 * Google's script, added once for the whole visit however many forms show the widget. With explicit
 * rendering `grecaptcha.render` exists only once the script calls its onload callback, not at `load`.
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      // A later form may try again (the visitor's connection may be back).
      loading = undefined;
      script.remove();
      reject(new Error('The reCAPTCHA script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
