import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCmsPage } from '../../api/cms';
import { CmsHtml } from '../../components/CmsHtml';
import { ModalCloseButton } from '../../components/ModalCloseButton';
import { ModalDialog } from '../../components/ModalDialog';
import { useConsentSettled } from '../consent/ConsentProvider';
import { readStored, writeStored } from '../consent/deviceStorage';
import { COMPETITION_PAGE, COMPETITION_SEEN_KEY, shouldShowCompetition } from './competitionRules';
import './CompetitionModal.css';

/**
 * The gift card competition (SPEC §2), worded by the CMS page 'competition'. It opens once its wording
 * has loaded; if that fails it stays closed and is not marked seen, so the visitor gets it another time.
 */
export function CompetitionModal() {
  const { pathname } = useLocation();
  const consentSettled = useConsentSettled();
  const [seen, setSeen] = useState(() => readStored(COMPETITION_SEEN_KEY) !== null);
  const due = shouldShowCompetition({ seen, consentSettled, pathname });
  const { data } = useCmsPage(due ? COMPETITION_PAGE : null);
  const intro = data?.sections.find((section) => section.key === 'intro');
  const howToEnter = data?.sections.find((section) => section.key === 'how-to-enter');
  const open = due && intro !== undefined && howToEnter !== undefined;
  const titleId = useId();

  useEffect(() => {
    if (open) writeStored(COMPETITION_SEEN_KEY, new Date().toISOString());
  }, [open]);

  if (!open) return null;
  const close = () => setSeen(true);
  return (
    <ModalDialog labelledBy={titleId} onEscape={close} className="competition">
      <ModalCloseButton label="Close" onClose={close} />
      <h2 id={titleId}>{intro.title}</h2>
      <CmsHtml html={intro.body} onNavigate={close} />
      <h3>{howToEnter.title}</h3>
      <CmsHtml html={howToEnter.body} onNavigate={close} />
      <div className="modal__actions">
        <Link to="/get-a-quote" className="button button--cta" onClick={close}>
          Get A Quote
        </Link>
      </div>
    </ModalDialog>
  );
}
