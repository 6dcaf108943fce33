import { Injectable } from '@nestjs/common';
import { KeyedLocks } from '../../common/concurrency/keyed-locks';

/**
 * Runs the changes to one quote one after another within this process, so that the journey's
 * read, check and write of a quote by `_id` never interleave with another request's. Writes that must
 * hold across instances carry their condition to the database as well (QuotesRepository.update).
 */
@Injectable()
export class QuoteLocks extends KeyedLocks {}
