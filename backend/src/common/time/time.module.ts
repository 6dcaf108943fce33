import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';
import { Housekeeping } from './housekeeping';

@Global()
@Module({ providers: [Clock, Housekeeping], exports: [Clock, Housekeeping] })
export class TimeModule {}
