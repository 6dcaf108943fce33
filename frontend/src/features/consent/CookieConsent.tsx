import { useEffect } from 'react';
import { useCookieRecords } from '../../api/cookies';
import { useConsentActions, useConsentState } from './ConsentProvider';
import { CookieBanner } from './CookieBanner';
import { CookieManager } from './CookieManager';
import './CookieConsent.css';

/**
 * While a view is open, the server's cookie list feeds it: the records and category wording the manager
 * shows, and the version each choice is recorded with. The server preloads it into every page.
 */
function OpenConsent({ manager }: { manager: boolean }) {
  const { cookiesLoaded } = useConsentActions();
  const { data } = useCookieRecords();
  useEffect(() => {
    if (data) cookiesLoaded(data);
  }, [data, cookiesLoaded]);
  return manager ? <CookieManager /> : <CookieBanner />;
}

/** The consent views (SPEC §2 "Cookie screens"): the manager when asked for, else the banner when due. */
export function CookieConsent() {
  const { isBannerOpen, isManagerOpen } = useConsentState();
  if (!isBannerOpen && !isManagerOpen) return null;
  return <OpenConsent manager={isManagerOpen} />;
}
