import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { Actor } from '../../common/auth';
import { FieldErrors } from '../../common/http/envelope';
import { FieldErrorsException } from '../../common/http/problem';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { AuditService } from '../audit';
import { sampleRisks, SampleRiskName } from './data/sample-risks';
import { dublinIsoDate } from '../../common/time/dates';
import { priceQuote, QuoteResult } from './domain/evaluate';
import { TableError } from './domain/json-checks';
import type { RatingTable } from './domain/rating-table';
import { validateRatingTable } from './domain/parse-rating-table';
import { Risk } from './domain/risk';
import { ActiveRatingTable } from './active-rating-table';
import { RatingTablesQueryDto } from './dto/rating-table.dto';
import { RatingTablesRepository, StoredRatingTable } from './rating-tables.repository';

/** Far above any real table (v1 is about 5 KB) and small enough to parse without a second thought. */
export const RATING_TABLE_FILE_BYTES = 256 * 1024;

/** The part of a multer upload this module reads. */
export interface UploadedJsonFile {
  buffer: Buffer;
  originalname: string;
}

export type RatingTableSummary = Omit<StoredRatingTable, 'table'>;

const summaryOf = ({ table: _table, ...summary }: StoredRatingTable): RatingTableSummary => summary;

/** Table errors keyed `table.<path>`, the way field errors name what to fix. */
export function tableFieldErrors(errors: TableError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, message } of errors) {
    const key = path.startsWith('[') || path === '' ? `table${path}` : `table.${path}`;
    (out[key] ??= []).push(message);
  }
  return out;
}

/** The back office's rating tables: versions, uploads checked before they can price, activation. */
@Injectable()
export class RatingTablesService {
  constructor(
    private readonly repository: RatingTablesRepository,
    private readonly active: ActiveRatingTable,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: RatingTablesQueryDto) {
    const window = pageWindow(query);
    const { items, total } = await this.repository.list(query, window.skip, window.limit);
    return { data: items.map(summaryOf), ...pageInfo(window, total) };
  }

  async get(id: string): Promise<StoredRatingTable> {
    const stored = await this.repository.findById(id);
    if (!stored) throw new NotFoundException('Rating table not found.');
    return stored;
  }

  /** Stored inactive: nothing prices with it until an admin activates it. */
  async upload(input: unknown, actor: Actor): Promise<StoredRatingTable> {
    const errors = validateRatingTable(input);
    if (errors.length > 0) {
      throw new FieldErrorsException(
        tableFieldErrors(errors),
        `The rating table has ${errors.length} problem${errors.length > 1 ? 's' : ''}; nothing was saved.`,
      );
    }
    const stored = await this.repository.insert({
      table: input as RatingTable,
      status: 'inactive',
      builtIn: false,
      uploadedBy: { type: actor.type, id: actor.id, label: actor.label },
    });
    await this.audit.record(actor, {
      action: 'rating-table.upload',
      targetType: 'rating-table',
      targetId: stored._id,
      after: stored,
    });
    return stored;
  }

  async uploadFile(file: UploadedJsonFile | undefined, actor: Actor): Promise<StoredRatingTable> {
    if (!file) throw new FieldErrorsException({ file: ['Required'] }, 'Please choose a rating table file.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.buffer.toString('utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new FieldErrorsException(
        { file: [`${file.originalname} is not valid JSON: ${(error as Error).message}`] },
        'The file is not a rating table.',
      );
    }
    return this.upload(parsed, actor);
  }

  async activate(id: string, actor: Actor): Promise<StoredRatingTable> {
    return this.switchTo(await this.get(id), actor, 'rating-table.activate');
  }

  /** Undoes the last activation: the table that was active before the current one comes back. */
  async rollback(actor: Actor): Promise<StoredRatingTable> {
    const previous = await this.repository.findLastDeactivated();
    if (!previous)
      throw new UnprocessableEntityException('There is no earlier rating table to roll back to.');
    return this.switchTo(previous, actor, 'rating-table.rollback');
  }

  async retire(id: string, actor: Actor): Promise<StoredRatingTable> {
    const before = await this.get(id);
    if (before.status === 'active') {
      throw new UnprocessableEntityException(
        'The active table cannot be retired. Activate another one first.',
      );
    }
    const after = (await this.repository.retire(id, this.clock.now())) ?? before;
    await this.audit.record(actor, {
      action: 'rating-table.retire',
      targetType: 'rating-table',
      targetId: id,
      before: summaryOf(before),
      after: summaryOf(after),
    });
    return after;
  }

  /** Prices a test risk; nothing is saved, so any version (even a retired one) may be tried. */
  async sandbox(
    risk: Risk,
    tableId?: string,
  ): Promise<{ ratingTable: RatingTableSummary; result: QuoteResult }> {
    const active = await this.active.current();
    const stored = await this.get(tableId ?? active.id);
    // The active table's own object keeps its compiled form cached for the live quotes.
    const table = stored._id === active.id ? active.table : stored.table;
    return { ratingTable: summaryOf(stored), result: priceQuote(risk, table, this.clock.now()) };
  }

  samples(): { name: SampleRiskName; risk: Risk }[] {
    return Object.entries(sampleRisks(this.clock.now())).map(([name, risk]) => ({
      name: name as SampleRiskName,
      risk,
    }));
  }

  private async switchTo(
    target: StoredRatingTable,
    actor: Actor,
    action: string,
  ): Promise<StoredRatingTable> {
    if (target.status === 'retired') {
      throw new UnprocessableEntityException(
        `Version ${target.version} is retired and cannot be used again.`,
      );
    }
    const today = dublinIsoDate(this.clock.now());
    if (target.effectiveFrom > today) {
      throw new UnprocessableEntityException(
        `Version ${target.version} takes effect on ${target.effectiveFrom}; activate it on or after that day.`,
      );
    }
    const before = await this.active.current().catch(() => undefined);
    if (target.status === 'active') return target;
    const after = await this.repository.activate(target._id, this.clock.now());
    if (!after) throw new UnprocessableEntityException(`Version ${target.version} was retired meanwhile.`);
    await this.active.activated();
    await this.audit.record(actor, {
      action,
      targetType: 'rating-table',
      targetId: after._id,
      before: before && { activeVersion: before.version },
      after: { activeVersion: after.version },
    });
    return after;
  }
}
