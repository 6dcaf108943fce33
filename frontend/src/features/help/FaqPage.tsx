import { useId, useState } from 'react';
import { useFaqs, type Faq } from '../../api/content';
import { CmsHtml } from '../../components/CmsHtml';
import { CmsLoadState } from '../../components/cms/CmsLoadState';
import { FilterChips } from './FilterChips';
import { FilteredResults } from './FilteredResults';
import { SearchBox } from './SearchBox';
import { useListFilters } from './useListFilters';
import './help.css';

/** One question: a disclosure button (in a heading, so the list can be skimmed by headings) and its answer. */
function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="faq">
      <h3 className="faq__question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span>{faq.question}</span>
          <svg className="faq__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={answerId} className="faq__answer" hidden={!open}>
        <CmsHtml className="prose" html={faq.answer} />
      </div>
    </li>
  );
}

/** The matching questions under their topics, in the topics' order. */
function FaqGroups({ faqs, topics }: { faqs: Faq[]; topics: string[] }) {
  return topics.map((topic) => {
    const inTopic = faqs.filter((faq) => faq.topic === topic);
    if (inTopic.length === 0) return null;
    return (
      <section key={topic} className="help-group">
        <h2>{topic}</h2>
        <ul className="faq-list">
          {inTopic.map((faq) => (
            <FaqItem key={faq._id} faq={faq} />
          ))}
        </ul>
      </section>
    );
  });
}

export function FaqPage() {
  const { search, setSearch, settledSearch, choice: topic, setChoice: setTopic, clear } = useListFilters();
  const { data, error, mutate } = useFaqs({ search: settledSearch, topic });

  return (
    <div className="page-container help-list">
      <h1>Frequently asked questions</h1>
      <p className="help-list__intro">
        Answers to the questions we are asked most about quotes, cover, payments, renewals and claims. Search
        for a word, or choose a topic.
      </p>
      <SearchBox
        label="Search the FAQs"
        value={search}
        onChange={setSearch}
        placeholder="For example, named driver"
      />
      {!data ? (
        <CmsLoadState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <FilterChips
            className="filter-chips--scroll"
            label="Filter by topic"
            chips={[
              { value: undefined, label: 'All topics' },
              ...data.topics.map((value) => ({ value, label: value })),
            ]}
            value={topic}
            onChange={setTopic}
          />
          <FilteredResults
            count={data.faqs.length}
            noun={['question', 'questions']}
            noMatchHint="Try different words or another topic, or ask us directly."
            clearLabel="Show all questions"
            onClear={clear}
            elsewhere={{ to: '/help-contact/contact-us', label: 'Contact us' }}
          >
            <FaqGroups faqs={data.faqs} topics={data.topics} />
          </FilteredResults>
        </>
      )}
    </div>
  );
}
