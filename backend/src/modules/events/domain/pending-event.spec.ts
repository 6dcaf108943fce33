import { pendingEvent } from './pending-event';

describe('pending events', () => {
  const at = new Date('2026-11-28T20:00:00.000Z');

  it('keys the event and keeps its data as JSON, as the API shows it', () => {
    const event = pendingEvent(
      'quote.priced',
      { type: 'quote', id: 'q1', occurrence: at.toISOString() },
      { _id: 'q1', pricedAt: at, gone: undefined },
      at,
    );
    expect(event).toEqual({
      type: 'quote.priced',
      key: 'quote.priced:q1:2026-11-28T20:00:00.000Z',
      subjectType: 'quote',
      subjectId: 'q1',
      data: { _id: 'q1', pricedAt: '2026-11-28T20:00:00.000Z' },
      at,
    });
  });

  it('names the related records only when there are some', () => {
    const related = pendingEvent('payment.succeeded', { type: 'payment', id: 'p1', related: ['q1'] }, {}, at);
    expect(related.relatedIds).toEqual(['q1']);
    const alone = pendingEvent('payment.failed', { type: 'payment', id: 'p2', related: [] }, {}, at);
    expect(alone).not.toHaveProperty('relatedIds');
  });
});
