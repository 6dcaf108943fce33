import { useSearchParams } from 'react-router-dom';
import { useQuoteAccess } from '../../api/quotes';
import { QUOTE_PARAM } from './quotePaths';

/**
 * The quote named by `?quote=` when this tab holds its token; undefined when it does not (retrieve
 * it); null while that cannot be known yet: the server's markup of a quote this browser opened is
 * hydrated (TokenAccess 'unknown'), so the page renders as loading on both sides.
 */
export function useOpenedQuoteId(): string | null | undefined {
  const [params] = useSearchParams();
  const id = params.get(QUOTE_PARAM);
  const access = useQuoteAccess(id);
  if (access === 'unknown') return null;
  return access === 'held' ? (id ?? undefined) : undefined;
}
