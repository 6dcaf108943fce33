import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { commitChoice, type ConsentSource } from './commitChoice';
import {
  initialConsentState,
  isConsentSettled,
  STORAGE_KEY,
  type CategoryName,
  type ConsentAction,
  type ConsentState,
  type CookieList,
} from './consentMachine';
import { createConsentStore, type ConsentStore } from './consentStore';
import { OPEN_COOKIE_MANAGER_EVENT } from './cookieManagerEvents';
import { readStored } from './deviceStorage';

const ConsentContext = createContext<ConsentStore | null>(null);

/** Holds the visitor's cookie consent for the whole app; mount it inside the router. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [store] = useState(() =>
    createConsentStore(initialConsentState(readStored(STORAGE_KEY), pathname, new Date())),
  );

  useEffect(() => {
    store.dispatch({ type: 'navigated', pathname });
  }, [store, pathname]);

  useEffect(() => {
    const open = () => store.dispatch({ type: 'openManager' });
    window.addEventListener(OPEN_COOKIE_MANAGER_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_MANAGER_EVENT, open);
  }, [store]);

  return <ConsentContext value={store}>{children}</ConsentContext>;
}

function useConsentStore(): ConsentStore {
  const store = use(ConsentContext);
  if (!store) throw new Error('Consent hooks need a <ConsentProvider> above them');
  return store;
}

export function useConsentState(): ConsentState {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** True once the visitor has chosen and no consent view is open: other pop-ups may show then. */
export function useConsentSettled(): boolean {
  return isConsentSettled(useConsentState());
}

export function useConsentActions() {
  const store = useConsentStore();
  return useMemo(() => {
    const now = () => new Date();
    const dispatch = (action: ConsentAction) => void store.dispatch(action);
    // The banner stays open behind a manager opened from it; otherwise the footer opened the manager.
    const source = (): ConsentSource => {
      const { isManagerOpen, isBannerOpen } = store.getState();
      if (!isManagerOpen) return 'banner';
      return isBannerOpen ? 'manager' : 'footer';
    };
    return {
      acceptAll: () => commitChoice(store.dispatch({ type: 'acceptAll', now: now() }), 'banner'),
      rejectAll: () => {
        const from = source();
        commitChoice(store.dispatch({ type: 'rejectAll', now: now() }), from);
      },
      saveAndClose: () => {
        const from = source();
        commitChoice(store.dispatch({ type: 'saveAndClose', now: now() }), from);
      },
      openManager: () => dispatch({ type: 'openManager' }),
      closeManager: () => dispatch({ type: 'closeManager', stored: readStored(STORAGE_KEY), now: now() }),
      toggle: (name: CategoryName) => dispatch({ type: 'toggle', name }),
      cookiesLoaded: (cookieList: CookieList) => dispatch({ type: 'cookiesLoaded', cookieList }),
      cookieChanged: (cookie: string) => dispatch({ type: 'cookieChanged', cookie }),
    };
  }, [store]);
}
