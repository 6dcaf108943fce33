import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LockoutEntry, LockoutEntrySchema } from './schemas/lockout.schema';
import { LockoutRepository } from './lockout.repository';
import { LockoutService } from './lockout.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: LockoutEntry.name, schema: LockoutEntrySchema }])],
  providers: [LockoutService, LockoutRepository],
  exports: [LockoutService],
})
export class LockoutModule {}
