import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { FormsModule, inboxPersonalData, inboxProvider } from '../forms';
import { ASSOCIATION_QUOTE_FORM } from './association-quote.form';
import { AssociationQuote, AssociationQuoteSchema } from './schemas/association-quote.schema';
import { AssociationQuotesController } from './association-quotes.controller';

/** The sports association's members' offer: a quote request form with the forms' inbox. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: AssociationQuote.name, schema: AssociationQuoteSchema }]),
    AuditModule,
    FormsModule,
  ],
  controllers: [AssociationQuotesController],
  providers: [inboxProvider(ASSOCIATION_QUOTE_FORM), inboxPersonalData(ASSOCIATION_QUOTE_FORM)],
})
export class OffersModule {}
