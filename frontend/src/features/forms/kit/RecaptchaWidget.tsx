import { useEffect, useRef, useState } from 'react';
import type { CaptchaWidgetProps } from './captcha';
import { loadRecaptcha, type Grecaptcha } from './recaptchaScript';

interface Rendered {
  grecaptcha: Grecaptcha;
  id: number;
}

/** Google reCAPTCHA v2 (the checkbox) for the captcha port; the server checks its token. */
export function RecaptchaWidget({
  siteKey,
  theme,
  type,
  size,
  onToken,
  token,
  errorId,
}: CaptchaWidgetProps & { siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const rendered = useRef<Rendered>(undefined);
  const latestOnToken = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let active = true;
    // reCAPTCHA renders once per element, so each mount gets an element of its own.
    const host = document.createElement('div');
    containerRef.current?.append(host);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!active) return;
        const id = grecaptcha.render(host, {
          sitekey: siteKey,
          theme,
          size,
          type,
          callback: (answer) => latestOnToken.current(answer),
          'expired-callback': () => latestOnToken.current(undefined),
          'error-callback': () => latestOnToken.current(undefined),
        });
        rendered.current = { grecaptcha, id };
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      rendered.current = undefined;
      host.remove();
    };
  }, [siteKey, theme, size, type]);

  useEffect(() => {
    const widget = rendered.current;
    // The form cleared the token (sent, or restarted): a token is good for one check only.
    if (!token && widget && widget.grecaptcha.getResponse(widget.id)) widget.grecaptcha.reset(widget.id);
  }, [token]);

  return (
    <div ref={containerRef} role="group" aria-label="Confirm you are not a robot" aria-describedby={errorId}>
      {failed && (
        <p className="public-form__error" role="alert">
          The check that you are not a robot could not load. Please check your connection and reload the page.
        </p>
      )}
    </div>
  );
}
