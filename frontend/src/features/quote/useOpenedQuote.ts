import { useSearchParams } from 'react-router-dom';
import { quoteToken } from '../../api/quotes';
import { useHydrated } from '../../components/AfterHydration';
import { QUOTE_PARAM } from './quotePaths';

/**
 * The quote named by `?quote=` when this tab holds its token; otherwise undefined (retrieve it). Null
 * while the server's markup is hydrated: the server cannot know this tab's tokens, so it renders the
 * page as loading, and so must the first render here.
 */
export function useOpenedQuoteId(): string | null | undefined {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const id = params.get(QUOTE_PARAM);
  return id && quoteToken(id) !== undefined ? id : undefined;
}
