import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { Actor } from '../../common/auth';
import { FieldErrorsException, isDuplicateKeyError } from '../../common/http/problem';
import { PageQueryDto, pageInfo, pageWindow } from '../../common/pagination/pagination';
import { AuditService } from '../audit';
import { resolveQuery } from './domain/explorer-query';
import { StatisticsDashboardDto, StatisticsDashboardInputDto } from './dto/dashboard.dto';
import { SavedDashboardsRepository } from './saved-dashboards.repository';
import { SavedDashboardRecord } from './schemas/saved-dashboard.schema';
import { SOURCES } from './sources';

const view = (record: SavedDashboardRecord): StatisticsDashboardDto => ({
  _id: String(record._id),
  name: record.name,
  chart: record.chart,
  query: record.query,
  createdBy: record.createdBy,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

const nameKey = (name: string): string => name.trim().toLowerCase();

/** Explorer views saved under a name. A few dozen at most, so listing reads them all. */
@Injectable()
export class SavedDashboards {
  constructor(
    private readonly dashboards: SavedDashboardsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const all = await this.dashboards.all();
    all.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return {
      ...pageInfo(window, all.length),
      data: all.slice(window.skip, window.skip + window.limit).map(view),
    };
  }

  async get(id: string): Promise<StatisticsDashboardDto> {
    const found = await this.dashboards.findById(id);
    if (!found) throw new NotFoundException('There is no such dashboard.');
    return view(found);
  }

  async create(input: StatisticsDashboardInputDto, actor: Actor): Promise<StatisticsDashboardDto> {
    checked(input);
    let created: StatisticsDashboardDto;
    try {
      created = view(await this.dashboards.create(fields(input), actor.label));
    } catch (error) {
      throw nameTaken(error, input.name);
    }
    await this.record(actor, 'create', created._id, undefined, created);
    return created;
  }

  async update(
    id: string,
    input: StatisticsDashboardInputDto,
    actor: Actor,
  ): Promise<StatisticsDashboardDto> {
    checked(input);
    const before = await this.get(id);
    let updated: SavedDashboardRecord | null;
    try {
      updated = await this.dashboards.update(id, fields(input));
    } catch (error) {
      throw nameTaken(error, input.name);
    }
    if (!updated) throw new NotFoundException('There is no such dashboard.');
    await this.record(actor, 'update', id, before, view(updated));
    return view(updated);
  }

  async remove(id: string, actor: Actor): Promise<void> {
    const before = await this.get(id);
    if (!(await this.dashboards.delete(id))) throw new NotFoundException('There is no such dashboard.');
    await this.record(actor, 'delete', id, before, undefined);
  }

  private record(
    actor: Actor,
    verb: string,
    id: string,
    before: StatisticsDashboardDto | undefined,
    after: StatisticsDashboardDto | undefined,
  ): Promise<void> {
    return this.audit.record(actor, {
      action: `statistics-dashboard.${verb}`,
      targetType: 'statistics-dashboard',
      targetId: id,
      before,
      after,
    });
  }
}

/** A saved view must still make sense to the explorer: the same checks as running it. */
function checked(input: StatisticsDashboardInputDto): void {
  const resolved = resolveQuery(SOURCES, input.query);
  if (resolved.ok) return;
  const errors = Object.fromEntries(
    Object.entries(resolved.errors).map(([path, messages]) => [`query.${path}`, messages]),
  );
  throw new FieldErrorsException(errors, resolved.message);
}

function fields(input: StatisticsDashboardInputDto) {
  const { model, rows, columns, value, grain, dateField, from, to, filters } = input.query;
  return {
    name: input.name.trim(),
    nameKey: nameKey(input.name),
    chart: input.chart,
    // Copied field by field: the stored query never holds more than the explorer reads.
    query: {
      model,
      rows,
      columns,
      value: { op: value.op, ...(value.field ? { field: value.field } : {}) },
      grain,
      ...(dateField ? { dateField } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(filters?.length ? { filters: filters.map(({ field, values }) => ({ field, values })) } : {}),
    },
  };
}

function nameTaken(error: unknown, name: string): unknown {
  if (!isDuplicateKeyError(error)) return error;
  const message = `There is already a dashboard called "${name.trim()}".`;
  return new FieldErrorsException({ name: [message] }, message, HttpStatus.CONFLICT);
}
