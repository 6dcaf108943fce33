import { decodeCategories, STORAGE_KEY } from './consentMachine';
import { pushConsentDefault, pushConsentUpdate } from './consentMode';
import { readStored } from './deviceStorage';

// main.tsx imports this module first, so Consent Mode starts denied before any tag can run, and a
// returning visitor's saved choice follows at once rather than after React has rendered.
pushConsentDefault();
const saved = decodeCategories(readStored(STORAGE_KEY), new Date());
if (saved) pushConsentUpdate(saved);
