import { Navigate, useLocation } from 'react-router-dom';
import { lazyWithTimeout } from '../../app/lazyWithTimeout';
import { acceptedAssumptions, ASSUMPTIONS_PATH } from './quotePaths';

export { AssumptionsPage } from './assumptions/AssumptionsPage';

/**
 * Where the quote journey starts: the assumptions page comes with this chunk, the form as its own chunk
 * on first use, so a driver on a phone downloads the form only when she starts it (the route table
 * names the later screens' chunks). Moving between steps of the form loads nothing.
 */
const NewQuotePage = lazyWithTimeout(async () => ({
  default: (await import('./journey/JourneyPages')).NewQuotePage,
}));

/**
 * /get-a-quote: a new quote, once the assumptions are accepted. A visit that has not accepted them goes
 * to them before the form's chunk loads, so the screen it came for paints sooner.
 */
export function GetAQuotePage() {
  const { state } = useLocation();
  if (!acceptedAssumptions(state)) return <Navigate to={ASSUMPTIONS_PATH} replace />;
  return <NewQuotePage />;
}
