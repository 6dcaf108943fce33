import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  createDashboard,
  exportStatisticsCsv,
  updateDashboard,
  useExplore,
  useStatisticsModels,
  type ChartKind,
  type ExplorerQuery,
  type SavedDashboard,
  type StatisticsField,
} from '#src/api/statistics';
import { showSuccess } from '#src/components/dialogs';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { ActionForm } from '../shared/ActionForm';
import { showFailure, submitFailure } from '../shared/failure';
import { failureMessage } from '#src/language/failure';
import { formatDateTimeInProse } from '#src/language/dates';
import { SelectField, type SelectOption } from '#src/components/SelectField';
import '../shared/forms.css';
import {
  EXPLORER_DEFAULTS,
  explorerFormValues,
  explorerQuery,
  formatValue,
  type ExplorerFormValues,
} from './pivotView';
import { PivotView } from './PivotView';
import { downloadText } from '../shared/download';

const NONE: SelectOption = { value: '', label: '(none)' };
const OPS: SelectOption[] = [
  { value: 'count', label: 'Count' },
  { value: 'sum', label: 'Sum' },
  { value: 'avg', label: 'Average' },
];
const GRAINS: SelectOption[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const optionsOf = (fields: readonly StatisticsField[], kinds?: StatisticsField['kind'][]): SelectOption[] =>
  fields
    .filter((field) => !kinds || kinds.includes(field.kind))
    .map((field) => ({ value: field.key, label: field.label }));

/** Opening a saved dashboard replaces what the explorer shows. */
export interface ExplorerView {
  dashboard?: SavedDashboard;
  query: ExplorerQuery;
  chart: ChartKind;
}

/**
 * The explorer: pick a model, rows, a column, a value and filters; see the pivot as a table or a
 * chart; save it as a named dashboard or export it as CSV.
 */
export function Explorer({
  view,
  onView,
}: {
  view: ExplorerView | null;
  onView: (view: ExplorerView) => void;
}) {
  const { data: models, error } = useStatisticsModels();
  const query = view?.query ?? null;
  const { data: explored, error: exploreError, isValidating } = useExplore(query);
  const [exporting, setExporting] = useState(false);

  if (error) return <p role="alert">{failureMessage(error)}</p>;
  if (!models) return <LoadingHeart />;
  const modelOptions = models.map((model) => ({ value: model.key, label: model.label }));
  const chart = view?.chart ?? 'table';

  const exportCsv = async () => {
    if (!query) return;
    setExporting(true);
    try {
      downloadText(
        await exportStatisticsCsv(query),
        `statistics-${query.model}.csv`,
        'text/csv;charset=utf-8',
      );
    } catch (failure) {
      await showFailure(failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="explorer-heading" className="statistics-section" id="explorer">
      <h2 id="explorer-heading">Explorer</h2>
      {view?.dashboard ? <p>Showing the saved dashboard “{view.dashboard.name}”.</p> : null}
      <Form<ExplorerFormValues>
        key={view?.dashboard?._id ?? 'new'}
        initialValues={view ? explorerFormValues(view.query) : EXPLORER_DEFAULTS}
        onSubmit={(values) => {
          const model = models.find((candidate) => candidate.key === values.model);
          onView({ ...view, query: explorerQuery(values, model), chart });
        }}
        render={({ handleSubmit, values }) => {
          const fields = models.find((model) => model.key === values.model)?.fields ?? [];
          const groupable = [NONE, ...optionsOf(fields)];
          const known = fields.find((field) => field.key === values.filterField)?.values ?? [];
          return (
            <form noValidate aria-label="Build a table" onSubmit={(event) => void handleSubmit(event)}>
              <div className="form-row">
                <SelectField name="model" label="Model" options={modelOptions} />
                <SelectField name="row1" label="Rows" options={groupable} />
                <SelectField name="row2" label="Then rows by" options={groupable} />
                <SelectField name="column" label="Columns" options={groupable} />
              </div>
              <div className="form-row">
                <SelectField name="op" label="Value" options={OPS} />
                <SelectField
                  name="valueField"
                  label="Of the number"
                  options={[NONE, ...optionsOf(fields, ['number'])]}
                />
                <SelectField name="grain" label="Group dates by" options={GRAINS} />
              </div>
              <div className="form-row">
                <SelectField
                  name="dateField"
                  label="Date range on"
                  options={[NONE, ...optionsOf(fields, ['date'])]}
                />
                <TextField name="from" label="From" type="date" />
                <TextField name="to" label="To" type="date" />
              </div>
              <div className="form-row">
                <SelectField
                  name="filterField"
                  label="Only where"
                  options={[NONE, ...optionsOf(fields, ['category', 'tags'])]}
                />
                <TextField
                  name="filterValues"
                  label="Is one of (comma-separated)"
                  hint={
                    known.length > 0 ? `Known: ${known.map((value) => value.label).join(', ')}` : undefined
                  }
                  list="explorer-filter-values"
                />
                <datalist id="explorer-filter-values">
                  {known.map((value) => (
                    <option key={value.code} value={value.label} />
                  ))}
                </datalist>
              </div>
              <div className="form-actions">
                <button type="submit" className="button button--primary">
                  Show table
                </button>
              </div>
            </form>
          );
        }}
      />
      {exploreError ? <p role="alert">{failureMessage(exploreError)}</p> : null}
      {query && !explored && !exploreError ? <LoadingHeart /> : null}
      {explored && query ? (
        <article aria-labelledby="explored-heading" aria-busy={isValidating} className="report">
          <h3 id="explored-heading">{explored.valueLabel}</h3>
          <p>
            {formatValue(explored.pivot.matched, 'count')} records; figures read{' '}
            {formatDateTimeInProse(explored.builtAt)}.
          </p>
          <PivotView
            caption={explored.valueLabel}
            pivot={explored.pivot}
            rowLabels={explored.rowLabels}
            valueLabel={explored.valueLabel}
            unit={explored.unit}
            chart={chart}
            onChartChange={(next) => onView({ ...view, query, chart: next })}
            format={formatValue}
          />
          <div className="form-actions">
            <button
              type="button"
              className="button button--quiet"
              disabled={exporting}
              onClick={() => void exportCsv()}
            >
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
            {view?.dashboard ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  const { dashboard } = view;
                  if (!dashboard) return;
                  updateDashboard(dashboard._id, { name: dashboard.name, chart, query })
                    .then((saved) => {
                      onView({ dashboard: saved, query, chart });
                      return showSuccess('Saved!', `“${saved.name}” was updated.`);
                    })
                    .catch(showFailure);
                }}
              >
                Save changes to “{view.dashboard.name}”
              </button>
            ) : null}
          </div>
          <ActionForm<{ name: string }>
            className="save-dashboard"
            submitLabel="Save as dashboard"
            onSubmit={async ({ name }) => {
              try {
                const saved = await createDashboard({ name, chart, query });
                onView({ dashboard: saved, query, chart });
                await showSuccess('Saved!', `“${saved.name}” is now a dashboard.`);
                return undefined;
              } catch (failure) {
                return submitFailure(failure);
              }
            }}
          >
            <TextField name="name" label="Dashboard name" maxLength={80} validate={required} />
          </ActionForm>
        </article>
      ) : null}
    </section>
  );
}
