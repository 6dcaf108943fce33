import { Injectable, NotFoundException } from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { toCsv } from '../../common/text/csv';
import { pivotGrid } from './domain/csv';
import { ExplorerQuery, resolveQuery, reversedRange } from './domain/explorer-query';
import { SourceDef } from './domain/fields';
import { PivotResult, PivotSpec } from './domain/pivot';
import { DayRange, foldSources, ReportDef } from './domain/reports';
import { StatisticsExplorerAnswerDto, StatisticsModelDto } from './dto/explorer.dto';
import { StatisticsReportDto, StatisticsReportSummaryDto } from './dto/report.dto';
import { AnswerCache } from './answer-cache';
import { FactTables } from './fact-tables';
import { FactSync } from './facts/fact-sync.service';
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

/** Answers kept per process (each a few KB): the dashboards and explorer views staff use most. */
const CACHED_ANSWERS = 200;

/**
 * The ready-made dashboards, the models catalogue and the explorer, all folded from the fact blocks;
 * an answer is computed once per version of its facts.
 */
@Injectable()
export class StatisticsService {
  private readonly reportAnswers = new AnswerCache<Omit<StatisticsReportDto, 'builtAt'>>(CACHED_ANSWERS);
  private readonly explorerAnswers = new AnswerCache<Omit<Explored, 'builtAt'>>(CACHED_ANSWERS);

  private readonly blocksOf = (source: SourceDef) => this.tables.blocksOf(source);

  constructor(
    private readonly tables: FactTables,
    private readonly sync: FactSync,
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
      fields: fields.map(({ words, ...field }) => ({
        ...field,
        ...(words ? { values: Object.entries(words).map(([code, word]) => ({ code, label: word })) } : {}),
      })),
    }));
  }

  async report(key: string, range: { from?: string; to?: string }): Promise<StatisticsReportDto> {
    const report = READY_MADE.find((candidate) => candidate.key === key);
    if (!report) throw new NotFoundException(`There is no dashboard "${key}".`);
    const days = this.rangeOf(report, range);
    const versions = await Promise.all(report.sources.map((source) => this.tables.versionOf(source)));
    const builtAt = new Date(Math.min(...versions.map((version) => version.syncedTo.getTime())));
    const asked = JSON.stringify([key, days, versions.map((version) => version.version)]);
    const answer = await this.reportAnswers.get(asked, async () => {
      const pivots = await foldSources(report.folds(days), this.blocksOf);
      return { ...summary(report), ...days, ...report.finish(pivots, days) };
    });
    // The same figures stay current while their facts' version holds: they are as of the latest sync.
    return { ...answer, builtAt };
  }

  private resolved(query: ExplorerQuery): { source: SourceDef; spec: PivotSpec } {
    const resolved = resolveQuery(SOURCES, query);
    if (!resolved.ok) throw new FieldErrorsException(resolved.errors, resolved.message);
    return resolved;
  }

  async explore(query: ExplorerQuery): Promise<Explored> {
    const { source, spec } = this.resolved(query);
    const version = await this.tables.versionOf(source);
    const asked = JSON.stringify([query, version.version]);
    const answer = await this.explorerAnswers.get(asked, () => this.fold(source, spec));
    return { ...answer, builtAt: version.syncedTo };
  }

  private async fold(source: SourceDef, spec: PivotSpec): Promise<Omit<Explored, 'builtAt'>> {
    const valueLabel =
      spec.op === 'count' || !spec.valueField
        ? `Count of ${source.label.toLowerCase()}`
        : `${spec.op === 'sum' ? 'Sum' : 'Average'} of ${spec.valueField.label.toLowerCase()}`;
    const { pivot } = await foldSources({ pivot: { sources: [source], spec } }, this.blocksOf);
    tooBig('rows', pivot.rows.length, MAX_ROWS);
    tooBig('columns', pivot.columns.length, MAX_COLUMNS);
    return {
      pivot,
      rowLabels: spec.rows.map((field) => field.label),
      columnLabels: spec.columns.map((field) => field.label),
      valueLabel,
      unit: spec.op === 'count' ? 'count' : spec.valueField?.unit === 'eur' ? 'eur' : 'number',
    };
  }

  async csv(query: ExplorerQuery): Promise<string> {
    const explored = await this.explore(query);
    const { rows, columns } = this.resolved(query).spec;
    return toCsv(pivotGrid(explored.pivot, rows, columns));
  }

  /** Brings every source's facts up to date and answers as of when. */
  async refresh(): Promise<Date> {
    const started = this.clock.now();
    await this.sync.syncAll();
    return started;
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
}
