export * from './content.module';
export * from './faqs.service';
export * from './jargon.service';
