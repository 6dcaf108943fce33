import { cursorOf, eventKey } from './event-types';

describe('event keys and cursors', () => {
  it('keys an event by its type and resource, and by its occurrence when one resource has several', () => {
    expect(eventKey('payment.succeeded', 'p1')).toBe('payment.succeeded:p1');
    expect(eventKey('quote.priced', 'q1', '2026-11-28T20:00:00.000Z')).toBe(
      'quote.priced:q1:2026-11-28T20:00:00.000Z',
    );
  });

  it('reads from the start without a cursor, and after the sequence number it names', () => {
    expect(cursorOf(undefined)).toBe(0);
    expect(cursorOf('42')).toBe(42);
  });
});
