import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Actor } from '../../common/auth';
import { isDuplicateKeyError } from '../../common/http/problem';
import { pageInfo, PageQueryDto, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { AuditService } from '../audit';
import { sanitizePostHtml } from '../../common/html/sanitize-html';
import { CmsChanges } from './cms-changes';
import { CmsRepository } from './cms.repository';
import { CmsSectionQueryDto } from './dto/cms.dto';
import { CmsSection, CmsSectionRecord } from './schemas/cms-section.schema';
import { CmsSectionVersion, versionId } from './schemas/cms-section-version.schema';
import type { CmsItem } from './seed/types';

export type CmsSectionView = Omit<CmsSection, 'createdAt'> & { _id: string };
export type CmsVersionView = Omit<CmsSectionVersion, '_id' | 'sectionId'>;

/** What staff write in a section; a save replaces all three. */
export interface CmsContent {
  title: string;
  body: string;
  items: CmsItem[];
}

const VERSIONS_PAGE_SIZE = 20;
/**
 * A save takes its version number before it changes the section; a number taken this long ago by a
 * save that never changed the section was abandoned (the process stopped between the two writes).
 */
const ABANDONED_CLAIM_MS = 30_000;

function toView({
  _id,
  page,
  key,
  order,
  title,
  body,
  items,
  updatedBy,
  version,
  updatedAt,
}: CmsSectionRecord): CmsSectionView {
  // FerretDB drops an empty array set by an upsert, so a seeded section may have no items field.
  return {
    _id: String(_id),
    page,
    key,
    order,
    title,
    body,
    items: items ?? [],
    updatedBy,
    version,
    updatedAt,
  };
}

function toVersionView({ version, title, body, items, savedBy, savedAt, restoredFrom }: CmsSectionVersion) {
  return { version, title, body, items: items ?? [], savedBy, savedAt, restoredFrom };
}

/** Who holds the section's latest version, for the 409 message. */
interface Holder {
  version: number;
  by?: string;
}

function conflict({ version, by }: Holder, expected: number): ConflictException {
  return new ConflictException(
    `This section was saved by ${by ?? 'someone else'} (now version ${version}) after you opened ` +
      `version ${expected}. Your changes were not saved: reload the section to see the latest text, ` +
      'then make your change again.',
  );
}

const holderOf = (section: CmsSectionRecord): Holder => ({ version: section.version, by: section.updatedBy });

/**
 * The public pages' sections: reads for the site, and the editor's saves. Every save keeps the
 * content as a numbered version, and a save names the version it started from, so two staff editing
 * one section cannot silently overwrite each other.
 *
 * The guard is the version's id, `<section>:<number>`: a save first inserts the next version under
 * it, and only the save whose insert succeeded changes the section. A unique id is the one thing both
 * MongoDB and FerretDB enforce atomically (FerretDB checks an update's filter and writes separately).
 */
@Injectable()
export class CmsService {
  constructor(
    private readonly cms: CmsRepository,
    private readonly audit: AuditService,
    private readonly changes: CmsChanges,
    private readonly clock: Clock,
  ) {}

  async getPage(page: string): Promise<{ page: string; sections: CmsSectionView[] }> {
    const found = await this.cms.sectionsOf(page);
    if (found.length === 0) throw new NotFoundException('There is no such page.');
    return { page, sections: found.map(toView) };
  }

  async findById(id: string): Promise<CmsSectionView | undefined> {
    const found = await this.find(id);
    return found ? toView(found) : undefined;
  }

  /** Sections for staff, by page and in page order, with every page named for the page filter. */
  async list(query: CmsSectionQueryDto) {
    const window = pageWindow(query, 50);
    const [found, total, all] = await this.cms.list(query, window);
    const counts = new Map<string, number>();
    for (const { page } of all) counts.set(page, (counts.get(page) ?? 0) + 1);
    const pages = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, sections]) => ({ page, sections }));
    return { sections: found.map(toView), pages, ...pageInfo(window, total) };
  }

  async get(id: string): Promise<CmsSectionView> {
    return toView(await this.existing(id));
  }

  /** Saves new content over `expectedVersion`, cleaning the body as post bodies are cleaned. */
  async update(id: string, expectedVersion: number, content: CmsContent, actor: Actor) {
    const current = await this.existing(id);
    const clean = { ...content, body: sanitizePostHtml(content.body) };
    return this.write(current, expectedVersion, clean, actor);
  }

  /** The section's versions, newest first; the content it was seeded with is version 1. */
  async listVersions(id: string, query: PageQueryDto) {
    const current = await this.existing(id);
    await this.keep(current);
    const window = pageWindow(query, VERSIONS_PAGE_SIZE);
    const [found, total] = await this.cms.versionsOf(id, window);
    return { versions: found.map(toVersionView), ...pageInfo(window, total) };
  }

  /** Brings back an old version's content as a new version (so a restore can itself be undone). */
  async restore(id: string, version: number, expectedVersion: number, actor: Actor) {
    const current = await this.existing(id);
    await this.keep(current);
    const old = await this.cms.findVersion(id, version);
    if (!old) throw new NotFoundException(`This section has no version ${version}.`);
    const content = { title: old.title, body: old.body, items: old.items ?? [] };
    return this.write(current, expectedVersion, content, actor, version);
  }

  private async write(
    current: CmsSectionRecord,
    expectedVersion: number,
    content: CmsContent,
    actor: Actor,
    restoredFrom?: number,
  ): Promise<CmsSectionView> {
    if (current.version !== expectedVersion) throw conflict(holderOf(current), expectedVersion);
    // The content being replaced may have no version yet (it was seeded): keep it, so it can be restored.
    await this.keep(current);
    const id = String(current._id);
    const claim: CmsSectionVersion = {
      _id: versionId(id, expectedVersion + 1),
      sectionId: id,
      version: expectedVersion + 1,
      ...content,
      savedBy: actor.label,
      savedAt: this.clock.now(),
      ...(restoredFrom === undefined ? {} : { restoredFrom }),
    };
    await this.claim(current, claim);
    const saved = await this.cms.saveSection(id, expectedVersion, {
      ...content,
      updatedBy: actor.label,
      version: claim.version,
    });
    if (!saved) {
      await this.cms.releaseVersion(claim._id, claim.savedAt);
      throw conflict(holderOf(await this.existing(id)), expectedVersion);
    }
    await this.changes.pageChanged(saved.page);
    await this.audit.record(actor, {
      action: restoredFrom === undefined ? 'cms-section.update' : 'cms-section.restore',
      targetType: 'cms-section',
      targetId: id,
      before: { version: current.version, title: current.title, body: current.body, items: current.items },
      after: {
        version: saved.version,
        title: saved.title,
        body: saved.body,
        items: saved.items,
        restoredFrom,
      },
    });
    return toView(saved);
  }

  /**
   * Takes the next version number for this save, or refuses with 409 because another save has it.
   * A number abandoned by a save that stopped half-way is taken back, so a section is never stuck.
   */
  private async claim(current: CmsSectionRecord, claim: CmsSectionVersion): Promise<void> {
    const insert = () => this.cms.claimVersion(claim);
    try {
      await insert();
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const [held, section] = await Promise.all([
      this.cms.findVersion(claim.sectionId, claim.version),
      this.existing(claim.sectionId),
    ]);
    const abandoned =
      held !== null &&
      section.version === current.version &&
      this.clock.now().getTime() - held.savedAt.getTime() > ABANDONED_CLAIM_MS;
    if (!abandoned) throw conflict({ version: claim.version, by: held?.savedBy }, current.version);
    await this.cms.releaseVersion(claim._id, held.savedAt);
    try {
      await insert();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw conflict(holderOf(section), current.version);
      throw error;
    }
  }

  /** Records a section's content as its current version, unless that version is already kept. */
  private async keep(section: CmsSectionRecord): Promise<void> {
    const id = String(section._id);
    const record: Omit<CmsSectionVersion, '_id'> = {
      sectionId: id,
      version: section.version,
      title: section.title,
      body: section.body,
      items: section.items ?? [],
      savedAt: section.updatedAt,
      ...(section.updatedBy ? { savedBy: section.updatedBy } : {}),
    };
    await this.cms.keepVersion(record);
  }

  private find(id: string): Promise<CmsSectionRecord | null> {
    return this.cms.findSection(id);
  }

  private async existing(id: string): Promise<CmsSectionRecord> {
    const found = await this.find(id);
    if (!found) throw new NotFoundException('CMS section not found.');
    return found;
  }
}
