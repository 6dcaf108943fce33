import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Lockout, LockoutFailure, LockoutFailureSchema, LockoutSchema } from './lockout.schema';
import { LockoutService } from './lockout.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Lockout.name, schema: LockoutSchema },
      { name: LockoutFailure.name, schema: LockoutFailureSchema },
    ]),
  ],
  providers: [LockoutService],
  exports: [LockoutService],
})
export class LockoutModule {}
