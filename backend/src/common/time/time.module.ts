import { Global, Module } from '@nestjs/common';
import { JobLease } from '../jobs/job-lease';
import { Clock } from './clock';
import { Housekeeping } from './housekeeping';

@Global()
@Module({ providers: [Clock, JobLease, Housekeeping], exports: [Clock, JobLease, Housekeeping] })
export class TimeModule {}
