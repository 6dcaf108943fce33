import { useState } from 'react';
import { useStatisticsReport, useStatisticsReports, type ChartKind } from '#src/api/statistics';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { TextField } from '#src/components/TextField';
import { ActionForm } from '../shared/ActionForm';
import { failureMessage } from '#src/language/failure';
import { formatDate, formatDateTimeInProse } from '#src/language/dates';
import { formatValue } from './pivotView';
import { PivotView } from './PivotView';

interface Range {
  from?: string;
  to?: string;
}

/** The dashboards staff open first: one at a time, chosen from a row of buttons. */
export function ReadyMadeDashboards() {
  const { data: reports, error } = useStatisticsReports();
  const [chosen, setChosen] = useState<string | null>(null);
  const [range, setRange] = useState<Range>({});
  const [charts, setCharts] = useState<Record<string, ChartKind>>({});
  const key = chosen ?? reports?.[0]?.key ?? null;
  const { data: report, error: reportError, isValidating } = useStatisticsReport(key, range);

  if (error) return <p role="alert">{failureMessage(error)}</p>;
  if (!reports) return <LoadingHeart />;
  return (
    <section aria-labelledby="dashboards-heading" className="statistics-section">
      <h2 id="dashboards-heading">Dashboards</h2>
      <div className="dashboard-picker" role="group" aria-label="Choose a dashboard">
        {reports.map((summary) => (
          <button
            key={summary.key}
            type="button"
            className="button button--quiet dashboard-picker__button"
            aria-pressed={summary.key === key}
            onClick={() => setChosen(summary.key)}
          >
            {summary.title}
          </button>
        ))}
      </div>
      <ActionForm<Range>
        // With no range chosen the report's own range applies: the boxes say which it is.
        initialValues={range.from || range.to ? range : { from: report?.from, to: report?.to }}
        onSubmit={async (values) => setRange({ from: values.from, to: values.to })}
        submitLabel="Show"
        actions={
          <button type="button" className="button button--quiet" onClick={() => setRange({})}>
            Default range
          </button>
        }
      >
        <div className="form-row">
          <TextField name="from" label="From" type="date" />
          <TextField name="to" label="To" type="date" />
        </div>
      </ActionForm>
      {reportError ? <p role="alert">{failureMessage(reportError)}</p> : null}
      {report ? (
        <article aria-labelledby="report-heading" aria-busy={isValidating} className="report">
          <h3 id="report-heading">{report.title}</h3>
          <p>
            {report.description} From {formatDate(report.from)} to {formatDate(report.to)}; figures read{' '}
            {formatDateTimeInProse(report.builtAt)}.
          </p>
          <dl className="figures">
            {report.figures.map((figure) => (
              <div key={figure.label} className="figures__item">
                <dt>{figure.label}</dt>
                <dd>{formatValue(figure.value, figure.unit)}</dd>
              </div>
            ))}
          </dl>
          <PivotView
            caption={report.title}
            pivot={report.pivot}
            rowLabels={report.rowLabels}
            valueLabel={report.unit === 'eur' ? 'Average (€)' : 'Count'}
            unit={report.unit}
            chart={charts[report.key] ?? report.chart}
            onChartChange={(chart) => setCharts({ ...charts, [report.key]: chart })}
            format={formatValue}
          />
        </article>
      ) : (
        !reportError && <LoadingHeart />
      )}
    </section>
  );
}
