import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';

export type CaptchaSettings = components['schemas']['CaptchaSettingsDto'];

const CAPTCHA = '/api/v1/forms/captcha';

/** Which captcha the public forms must pass, and reCAPTCHA's site key (getCaptchaSettings). */
export function useCaptchaSettings() {
  // Server configuration: it only changes on a restart, so one answer serves the whole visit.
  return useSWR<CaptchaSettings, ApiFailure>(CAPTCHA, () => unwrap(api.GET(CAPTCHA)), {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
