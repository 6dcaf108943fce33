import { Injectable } from '@nestjs/common';

/** The current time, injected so tests can move it (session expiry, token lifetimes, lockouts). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** The instant `ms` milliseconds from now (negative: in the past). */
  in(ms: number): Date {
    return new Date(this.now().getTime() + ms);
  }
}
