import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCmsPage } from '#src/api/cms';
import { CmsLoadState } from '#src/components/cms/CmsLoadState';
import { CmsSection } from '#src/components/cms/CmsSection';
import { usePainted } from '#src/components/usePainted';
import { sectionsOf } from '#src/components/cms/items';
import { track } from '../../analytics/dataLayer';
import { CallUs } from '../outcome/CallUs';
import { ASSUMPTIONS_ACCEPTED, NEW_QUOTE_PATH } from '../quotePaths';
import '../quote.css';

/** The CMS page's sections, by the keys its seed gives them. */
const INTRO = 'intro';
const STATEMENTS = 'statements';
const DECLINE = 'decline';

/**
 * /assumptions (SPEC §2): the statements an online quote rests on. Accept goes on to a new quote;
 * Decline says why we cannot quote online and how to call us instead.
 */
export function AssumptionsPage() {
  const { data, error, mutate } = useCmsPage('assumptions');
  const navigate = useNavigate();
  const [declined, setDeclined] = useState(false);
  const declineRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (declined) declineRef.current?.focus();
  }, [declined]);

  // The form's code downloads while the driver reads, so Accept opens it at once; only once the page
  // has painted, as it would otherwise share the phone's network and processor with that paint.
  const painted = usePainted();
  useEffect(() => {
    if (painted) void import('../journey/JourneyPages');
  }, [painted]);

  if (!data) return <CmsLoadState error={error} onRetry={() => void mutate()} />;
  const sections = sectionsOf(data);
  const section = (key: string) => sections.find((candidate) => candidate.key === key);
  const intro = section(INTRO);
  const statements = section(STATEMENTS);
  const decline = section(DECLINE);

  const accept = () => {
    track('quote_assumptions', { accepted: true });
    void navigate(NEW_QUOTE_PATH, { state: ASSUMPTIONS_ACCEPTED });
  };
  const refuse = () => {
    track('quote_assumptions', { accepted: false });
    setDeclined(true);
  };

  return (
    <div className="page-container assumptions">
      {intro && <CmsSection section={intro} level={1} />}
      {statements && <CmsSection section={statements} />}
      {declined ? (
        <div ref={declineRef} tabIndex={-1}>
          {decline ? (
            <CmsSection section={decline}>
              {!decline.items.some((item) => item.kind === 'contact') && <CallUs />}
            </CmsSection>
          ) : (
            <CallUs>We can't give you a quote online, but our team can help.</CallUs>
          )}
        </div>
      ) : (
        <>
          <p className="assumptions__question">Is every statement true for you and every driver?</p>
          <div className="button-row">
            <button type="button" className="button button--cta" onClick={accept}>
              Accept
            </button>
            <button type="button" className="button button--quiet" onClick={refuse}>
              Decline
            </button>
          </div>
        </>
      )}
    </div>
  );
}
