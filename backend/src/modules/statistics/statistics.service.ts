import { Injectable, NotFoundException } from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { addDays, dublinIsoDate } from '../rating/domain/dates';
import { pivotGrid, toCsv } from './domain/csv';
import { ExplorerQuery, resolveQuery, reversedRange } from './domain/explorer-query';
import { FactRow, SourceDef } from './domain/fields';
import { foldPivot, PivotResult } from './domain/pivot';
import { DayRange, ReportDef } from './domain/reports';
import { StatisticsExplorerAnswerDto, StatisticsModelDto } from './dto/explorer.dto';
import { StatisticsReportDto, StatisticsReportSummaryDto } from './dto/report.dto';
import { FactTable, FactTables } from './fact-tables';
import { READY_MADE } from './ready-made';
import { SOURCES } from './sources';

export interface Explored {
  pivot: PivotResult;
  rowLabels: string[];
  columnLabels: string[];
  valueLabel: string;
  unit: StatisticsExplorerAnswerDto['unit'];
  builtAt: Date;
}

/** Beyond these a table is unreadable and a chart undrawable: staff are asked to group coarser. */
const MAX_ROWS = 5_000;
const MAX_COLUMNS = 200;

function tooBig(path: 'rows' | 'columns', count: number, limit: number): void {
  if (count <= limit) return;
  const message = `That makes ${count} ${path} (at most ${limit}): group dates by week or month, or filter.`;
  throw new FieldErrorsException({ [path]: [message] }, message);
}

const summary = (report: ReportDef): StatisticsReportSummaryDto => ({
  key: report.key,
  title: report.title,
  description: report.description,
  chart: report.chart,
});

/** The ready-made dashboards, the models catalogue and the explorer, all folded from FactTables. */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly tables: FactTables,
    private readonly clock: Clock,
  ) {}

  reports(): StatisticsReportSummaryDto[] {
    return READY_MADE.map(summary);
  }

  models(): StatisticsModelDto[] {
    return SOURCES.map(({ key, label, defaultDate, fields }) => ({
      key,
      label,
      defaultDate,
      fields: fields.map((field) => ({ ...field })),
    }));
  }

  async report(key: string, range: { from?: string; to?: string }): Promise<StatisticsReportDto> {
    const report = READY_MADE.find((candidate) => candidate.key === key);
    if (!report) throw new NotFoundException(`There is no dashboard "${key}".`);
    const days = this.rangeOf(report, range);
    const { rowsOf, builtAt } = await this.read(report.sources);
    return { ...summary(report), ...days, ...report.build(rowsOf, days), builtAt };
  }

  async explore(query: ExplorerQuery): Promise<Explored> {
    const resolved = resolveQuery(SOURCES, query);
    if (!resolved.ok) throw new FieldErrorsException(resolved.errors, resolved.message);
    const { source, spec } = resolved;
    const table = await this.tables.table(source);
    const valueLabel =
      spec.op === 'count' || !spec.valueField
        ? `Count of ${source.label.toLowerCase()}`
        : `${spec.op === 'sum' ? 'Sum' : 'Average'} of ${spec.valueField.label.toLowerCase()}`;
    const pivot = foldPivot(table.rows, spec);
    tooBig('rows', pivot.rows.length, MAX_ROWS);
    tooBig('columns', pivot.columns.length, MAX_COLUMNS);
    return {
      pivot,
      rowLabels: spec.rows.map((field) => field.label),
      columnLabels: spec.columns.map((field) => field.label),
      valueLabel,
      unit: spec.op === 'count' ? 'count' : spec.valueField?.unit === 'eur' ? 'eur' : 'number',
      builtAt: table.builtAt,
    };
  }

  async csv(query: ExplorerQuery): Promise<string> {
    const explored = await this.explore(query);
    return toCsv(pivotGrid(explored.pivot, explored.rowLabels));
  }

  /** Reads every source again and answers when the oldest of them was read. */
  async refresh(): Promise<Date> {
    await this.tables.refresh(SOURCES);
    return this.clock.now();
  }

  private rangeOf(report: ReportDef, range: { from?: string; to?: string }): DayRange {
    const reversed = reversedRange(range.from, range.to);
    if (reversed) throw new FieldErrorsException({ to: [reversed] }, reversed);
    const now = this.clock.now();
    const to = range.to ?? dublinIsoDate(addDays(now, report.defaultRange.ahead ?? 0));
    const from = range.from ?? dublinIsoDate(addDays(now, -report.defaultRange.back));
    if (from > to) {
      const message = `The start date ${from} is after the dashboard's end date ${to}.`;
      throw new FieldErrorsException({ from: [message] }, message);
    }
    return { from, to };
  }

  private async read(sources: readonly SourceDef[]) {
    const tables = new Map<string, FactTable>();
    for (const source of sources) tables.set(source.key, await this.tables.table(source));
    const rowsOf = (source: SourceDef): readonly FactRow[] => tables.get(source.key)?.rows ?? [];
    const builtAt = new Date(Math.min(...[...tables.values()].map((table) => table.builtAt.getTime())));
    return { rowsOf, builtAt };
  }
}
