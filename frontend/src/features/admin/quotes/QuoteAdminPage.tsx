import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePayments } from '#src/api/payments';
import { useQuoteOptions } from '#src/api/quotes';
import { useAdminQuote, type QuoteDetail, type QuoteEvent } from '#src/api/quotes';
import { wordFor } from '#src/language/glossary';
import { formatMoney } from '#src/language/money';
import { PriceBreakdown } from '../../quote/outcome/PriceBreakdown';
import { summarySections } from '../../quote/summary/summarySections';
import { SummarySectionView } from '../../quote/summary/SummarySectionView';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { failureMessage } from '#src/language/failure';
import { FactList } from '../shared/FactList';
import { formatDateTime, monthlyPlanText } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { ADMIN_QUOTES } from './quoteAdminPaths';
import { PolicyChangesPanel } from './PolicyChangesPanel';
import { PolicyDocumentsPanel } from './PolicyDocumentsPanel';
import { RefusalReasons } from './RefusalReasons';
import { quoteEventLabel, quoteStatusLabel } from './quoteFilters';
import '#src/components/CardTable.css';
import '../shared/DataTable.css';
import '../../quote/quote.css';
import './QuoteAdmin.css';
import { formatDate } from '#src/language/dates';

/** /admin/quotes/:id: one quote's particulars, price and why, answers, history, payments and policy. */
export function QuoteAdminPage() {
  const { id = '' } = useParams();
  const { data: quote, error } = useAdminQuote(id);
  return (
    <>
      <AdminPageHeader title={quote ? `Quote ${quote.webReference}` : 'Quote'}>
        <Link className="button button--quiet" to={ADMIN_QUOTES}>
          All quotes
        </Link>
      </AdminPageHeader>
      <Loaded data={quote} error={error}>
        {(loaded) => <QuoteStory quote={loaded} />}
      </Loaded>
    </>
  );
}

function QuoteStory({ quote }: { quote: QuoteDetail }) {
  return (
    <div className="quote-admin">
      <section className="admin-panel" aria-labelledby="quote-particulars">
        <h2 id="quote-particulars">Particulars</h2>
        <FactList
          facts={[
            { label: 'Status', value: quoteStatusLabel(quote.status) },
            { label: 'Proposer', value: `${quote.firstName} ${quote.lastName}` },
            { label: 'Email', value: quote.email },
            { label: 'Created', value: formatDateTime(quote.createdAt) },
            { label: 'Last changed', value: formatDateTime(quote.updatedAt) },
            { label: 'Source', value: quote.source },
            { label: 'Rating area', value: quote.area },
            { label: 'Rating table', value: quote.tableVersion },
            { label: 'Price expired', value: quote.isExpired ? 'Yes' : '' },
            { label: 'Pages still to answer', value: quote.missingPages.join(', ') },
            { label: 'Demo data', value: quote.demo ? 'Yes' : '' },
          ]}
        />
      </section>
      <QuotePrice quote={quote} />
      <Acceptance quote={quote} />
      <Answers quote={quote} />
      <History events={quote.events} />
      <Payments quoteId={quote._id} />
      <Policy quote={quote} />
      <PolicyDocuments quote={quote} />
    </div>
  );
}

function QuotePrice({ quote }: { quote: QuoteDetail }) {
  const { result } = quote;
  if (!result) {
    return (
      <section className="admin-panel" aria-labelledby="quote-price">
        <h2 id="quote-price">Price</h2>
        <p>Not priced yet.</p>
      </section>
    );
  }
  if (result.outcome !== 'quoted') {
    return (
      <section className="admin-panel" aria-labelledby="quote-price">
        <h2 id="quote-price">{result.outcome === 'declined' ? 'Declined' : 'Referred'}</h2>
        <RefusalReasons reasons={result.reasons} />
        <p>
          Table {result.tableVersion}, {formatDateTime(result.pricedAt)}
        </p>
      </section>
    );
  }
  return (
    <div className="admin-panel">
      <PriceBreakdown result={result} label={`Price (table ${result.tableVersion})`} />
      <FactList
        facts={[
          { label: 'Priced', value: formatDateTime(result.pricedAt) },
          { label: 'Payment option', value: quote.paymentOption && wordFor(quote.paymentOption) },
          { label: 'Monthly', value: result.monthly && monthlyPlanText(result.monthly) },
        ]}
      />
    </div>
  );
}

/** The customer's confirmation before paying, with the version of each document they were shown. */
function Acceptance({ quote }: { quote: QuoteDetail }) {
  const { acceptance } = quote;
  if (!acceptance && quote.status !== 'quoted') return null;
  return (
    <section className="admin-panel" aria-labelledby="quote-acceptance">
      <h2 id="quote-acceptance">Documents confirmed before paying</h2>
      {acceptance ? (
        <FactList
          facts={[
            { label: 'Confirmed', value: formatDateTime(acceptance.acceptedAt) },
            { label: 'Statement of fact', value: acceptance.versions.statementOfFact },
            { label: 'IPID', value: acceptance.versions.ipid },
            { label: 'Policy booklet', value: acceptance.versions.policyBooklet },
            { label: 'Terms of business', value: acceptance.versions.termsOfBusiness },
          ]}
        />
      ) : (
        <p>Not confirmed yet: the customer cannot pay until they do.</p>
      )}
    </section>
  );
}

function Answers({ quote }: { quote: QuoteDetail }) {
  const { data: options, error } = useQuoteOptions();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const toggle = (step: number) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(step)) next.add(step);
      return next;
    });
  return (
    <section className="admin-panel" aria-labelledby="quote-answers">
      <h2 id="quote-answers">Answers</h2>
      {error && !options ? <p role="alert">{failureMessage(error)}</p> : null}
      {options
        ? summarySections(quote.answers, options).map((section) => (
            <SummarySectionView
              key={section.step}
              section={section}
              hidden={hidden.has(section.step)}
              onToggle={() => toggle(section.step)}
            />
          ))
        : null}
    </section>
  );
}

function History({ events }: { events: QuoteEvent[] }) {
  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="quote-history">
      <h2 id="quote-history">Status history</h2>
      {/* Cards on a phone: five columns of dates, prices and reasons do not fit its width. */}
      <table className="data-table card-table">
        <caption className="visually-hidden">What happened to the quote, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Status after</th>
            <th scope="col">Price</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            // Events have no id of their own; their order never changes.
            <tr key={index}>
              <td data-label="When">{formatDateTime(event.at)}</td>
              <td data-label="What">{quoteEventLabel(event.type)}</td>
              <td data-label="Status after">{quoteStatusLabel(event.status)}</td>
              <td data-label="Price">
                {event.totalCents === undefined ? '' : formatMoney(event.totalCents)}
                {event.tableVersion ? ` (table ${event.tableVersion})` : ''}
              </td>
              <td data-label="Detail">{event.detail ? wordFor(event.detail) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Payments({ quoteId }: { quoteId: string }) {
  const { data, error } = usePayments({ page: 0, quoteId });
  const payments = data?.data;
  return (
    <section className="admin-panel" aria-labelledby="quote-payments">
      <h2 id="quote-payments">Payments</h2>
      {error && !payments ? <p role="alert">{failureMessage(error)}</p> : null}
      {payments?.length === 0 ? <p>No payments for this quote.</p> : null}
      {payments && payments.length > 0 ? (
        <ul>
          {payments.map((payment) => (
            <li key={payment._id}>
              {formatDateTime(payment.createdAt)}: {formatMoney(payment.amountCents)} (
              {wordFor(payment.option)}), {wordFor(payment.status)}
              {payment.reference ? `, ${payment.reference}` : ''}
              {payment.heldReason ? `: ${payment.heldReason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/admin/payments">All payments</Link>
      </p>
    </section>
  );
}

function Policy({ quote }: { quote: QuoteDetail }) {
  const { policy } = quote;
  if (!policy) return null;
  return (
    <section className="admin-panel" aria-labelledby="quote-policy">
      <h2 id="quote-policy">Policy</h2>
      <FactList
        facts={[
          { label: 'Policy number', value: policy.policyNumber },
          { label: 'Status', value: wordFor(policy.status) },
          {
            label: 'Cover',
            value: `${formatDate(policy.startDate)} to ${formatDate(policy.endDate)}`,
          },
          { label: 'Paid by', value: wordFor(policy.paymentOption) },
          { label: 'Payment reference', value: policy.paymentReference },
          { label: 'Bought', value: formatDateTime(quote.purchasedAt) },
        ]}
      />
    </section>
  );
}

function PolicyDocuments({ quote }: { quote: QuoteDetail }) {
  const { policy } = quote;
  return policy ? (
    <>
      <PolicyDocumentsPanel policyId={policy._id} email={String(policy.holder.email)} />
      <PolicyChangesPanel policyId={policy._id} />
    </>
  ) : null;
}
