import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyWithTimeout } from '../../app/lazyWithTimeout';
import { AssumptionsPage } from './assumptions/AssumptionsPage';
import { acceptedAssumptions, ASSUMPTIONS_PATH } from './quotePaths';

export { AssumptionsPage };

/**
 * Where the quote journey starts: the assumptions page comes with this chunk, the form as its own chunk
 * on first use, so a driver on a phone downloads the form only when she starts it (the route table
 * names the later screens' chunks). Moving between steps of the form loads nothing.
 */
const NewQuotePage = lazyWithTimeout(async () => ({
  default: (await import('./journey/JourneyPages')).NewQuotePage,
}));

/**
 * The assumptions, shown at once, for a visit on its way to them: the server renders /get-a-quote as
 * this (it cannot know that a visit has accepted them), so the page paints with the screen it leads to
 * instead of waiting for the app to run and go there.
 */
function OnToAssumptions() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(ASSUMPTIONS_PATH, { replace: true });
  }, [navigate]);
  return <AssumptionsPage />;
}

/**
 * /get-a-quote: a new quote, once the assumptions are accepted. A visit that has not accepted them goes
 * to them before the form's chunk loads, so the screen it came for paints sooner.
 */
export function GetAQuotePage() {
  const { state } = useLocation();
  return acceptedAssumptions(state) ? <NewQuotePage /> : <OnToAssumptions />;
}
