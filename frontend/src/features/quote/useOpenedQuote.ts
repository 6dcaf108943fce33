import { useSearchParams } from 'react-router-dom';
import { quoteToken } from '../../api/quotes';
import { QUOTE_PARAM } from './quotePaths';

/** The quote named by `?quote=` when this tab holds its token; otherwise undefined (retrieve it). */
export function useOpenedQuoteId(): string | undefined {
  const [params] = useSearchParams();
  const id = params.get(QUOTE_PARAM);
  return id && quoteToken(id) !== undefined ? id : undefined;
}
