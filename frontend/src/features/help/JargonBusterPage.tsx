import { useJargon, type JargonTerm } from '../../api/content';
import { CmsLoadState } from '../../components/cms/CmsLoadState';
import { FilterChips, type Chip } from './FilterChips';
import { FilteredResults } from './FilteredResults';
import { SearchBox } from './SearchBox';
import { useListFilters } from './useListFilters';
import './help.css';

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

const initialOf = (term: JargonTerm) => term.term.charAt(0).toUpperCase();

/** A–Z, each letter disabled when no term starts with it (from the unfiltered list). */
function letterChips(all: JargonTerm[] | undefined): Chip[] {
  const used = new Set(all?.map(initialOf));
  return [
    { value: undefined, label: 'All' },
    ...LETTERS.map((letter) => ({
      value: letter,
      label: letter,
      name: `Terms starting with ${letter}`,
      disabled: all !== undefined && !used.has(letter),
    })),
  ];
}

/** The terms under their initial letters, each letter a definition list. */
function TermGroups({ terms }: { terms: JargonTerm[] }) {
  const letters = [...new Set(terms.map(initialOf))];
  return letters.map((letter) => (
    <section key={letter} className="help-group">
      <h2 className="jargon__letter">{letter}</h2>
      <dl className="jargon-list">
        {terms
          .filter((term) => initialOf(term) === letter)
          .map((term) => (
            <div key={term._id} className="jargon-list__entry">
              <dt>{term.term}</dt>
              <dd>{term.definition}</dd>
            </div>
          ))}
      </dl>
    </section>
  ));
}

export function JargonBusterPage() {
  const { search, setSearch, settledSearch, choice: letter, setChoice: setLetter, clear } = useListFilters();
  const all = useJargon();
  const { data, error, mutate } = useJargon({ search: settledSearch, letter });

  return (
    <div className="page-container help-list">
      <h1>Jargon buster</h1>
      <p className="help-list__intro">
        Car insurance terms explained in plain English. Search for a term, or pick a letter.
      </p>
      <SearchBox
        label="Search the jargon buster"
        value={search}
        onChange={setSearch}
        placeholder="For example, excess"
      />
      <FilterChips
        className="filter-chips--letters"
        label="Filter by first letter"
        chips={letterChips(all.data?.jargon)}
        value={letter}
        onChange={setLetter}
      />
      {!data ? (
        <CmsLoadState error={error} onRetry={() => void mutate()} />
      ) : (
        <FilteredResults
          count={data.jargon.length}
          noun={['term', 'terms']}
          noMatchHint="Try a different word or letter, or look through our FAQs."
          clearLabel="Show all terms"
          onClear={clear}
          elsewhere={{ to: '/help-contact/faq', label: 'Read the FAQs' }}
        >
          <TermGroups terms={data.jargon} />
        </FilteredResults>
      )}
    </div>
  );
}
