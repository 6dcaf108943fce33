export { ContentModule } from './content.module';
export { FaqsService } from './faqs.service';
export { JargonService } from './jargon.service';
