import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Actor } from '../../common/auth';
import { AuditService } from '../audit';
import { AuditedCollection, View } from '../../common/collections/audited-collection';
import { FaqInputDto, FaqListQueryDto, FaqSearchQueryDto } from './dto/faq.dto';
import { faqsMatching } from './faqs.repository';
import { Faq } from './schemas/faq.schema';

const LIST_ORDER = { order: 1, _id: 1 } as const;
/** Room between seeded positions, so staff can slot a question in between without renumbering. */
export const FAQ_ORDER_STEP = 10;

@Injectable()
export class FaqsService extends AuditedCollection<Faq> {
  constructor(@InjectModel(Faq.name) model: Model<Faq>, audit: AuditService) {
    super(model, audit, { type: 'faq', label: 'FAQ' });
  }

  /** The help page: matching questions, and every topic for the topic picker. */
  async search(query: FaqSearchQueryDto): Promise<{ faqs: View<Faq>[]; topics: string[] }> {
    const [faqs, topics] = await Promise.all([
      this.all(faqsMatching(query), LIST_ORDER),
      this.model.find({}, { topic: 1 }).sort(LIST_ORDER).lean<Pick<Faq, 'topic'>[]>(),
    ]);
    return { faqs, topics: [...new Set(topics.map(({ topic }) => topic))] };
  }

  list(query: FaqListQueryDto) {
    return this.page('data', faqsMatching(query), LIST_ORDER, query);
  }

  override async create(input: FaqInputDto, actor: Actor): Promise<View<Faq>> {
    const order = input.order ?? (await this.lastOrder()) + FAQ_ORDER_STEP;
    return super.create({ ...input, order }, actor);
  }

  private async lastOrder(): Promise<number> {
    const last = await this.model.findOne({}, { order: 1 }).sort({ order: -1 }).lean<Pick<Faq, 'order'>>();
    return last?.order ?? 0;
  }
}
