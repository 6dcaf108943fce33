import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { IdempotencyRecord, IdempotencyRecordSchema } from './idempotency-record.schema';
import { IdempotencyStore } from './idempotency.store';

/** Global, because @Idempotent() puts its interceptor on routes of every module that creates something. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: IdempotencyRecord.name, schema: IdempotencyRecordSchema }])],
  providers: [IdempotencyStore],
  exports: [IdempotencyStore],
})
export class IdempotencyModule {}
