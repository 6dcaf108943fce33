import { Injectable } from '@nestjs/common';
import { KeyedLocks } from '../../common/concurrency/keyed-locks';

/**
 * Runs the work on one payment (or one subject's checkout) one after another within this process,
 * so duplicate deliveries arriving together find each other's writes and stop early; across
 * instances, inserts keyed by _id decide (the event record, the settlement claim, the attempt's
 * idempotency key).
 */
@Injectable()
export class PaymentLocks extends KeyedLocks {}
