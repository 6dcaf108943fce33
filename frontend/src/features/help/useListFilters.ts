import { useState } from 'react';
import { useDebounced } from '../../components/useDebounced';

export const SEARCH_DELAY_MS = 300;

/**
 * A help list's filters: the search box (asked once typing pauses) and one choice such as a topic or a
 * letter, with a way to clear both.
 */
export function useListFilters() {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string>();
  const settledSearch = useDebounced(search, SEARCH_DELAY_MS);
  const clear = () => {
    setSearch('');
    setChoice(undefined);
  };
  return { search, setSearch, settledSearch, choice, setChoice, clear };
}
