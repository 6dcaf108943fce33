import { createContext, useContext, useId, type ComponentType } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from '#src/components/FieldFrame';

/** SPEC §9: the captcha widget's defaults. */
export const CAPTCHA_DEFAULTS = { theme: 'light', type: 'image', size: 'normal' } as const;

export interface CaptchaWidgetProps {
  theme: 'light' | 'dark';
  type: 'image' | 'audio';
  size: 'normal' | 'compact';
  /** The provider's token once the visitor passes, undefined when it expires. */
  onToken: (token: string | undefined) => void;
  /** The form's current token: when the form clears it (after a send), the widget starts over. */
  token: string | undefined;
  /** Names the error line, for the widget to point its own control at. */
  errorId: string;
}

/**
 * The captcha port. The server's captcha is off by default, so no widget is provided and forms send no
 * token; a reCAPTCHA adapter provides its widget here and every public form shows it.
 */
export const CaptchaWidgetContext = createContext<ComponentType<CaptchaWidgetProps> | null>(null);

/** Where a public form shows the captcha, if one is provided; its token goes out as `captchaToken`. */
export function CaptchaSlot() {
  const Widget = useContext(CaptchaWidgetContext);
  const errorId = useId();
  if (!Widget) return null;
  return (
    <Field<string> name="captchaToken">
      {({ input, meta }) => (
        <div className="field">
          <Widget
            {...CAPTCHA_DEFAULTS}
            onToken={input.onChange}
            token={input.value || undefined}
            errorId={errorId}
          />
          <FieldError id={errorId} error={visibleError(meta)} />
        </div>
      )}
    </Field>
  );
}
