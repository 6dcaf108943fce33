import type { Principal, UserView } from '../../common/auth';
import { callerRef } from './staff-ref';

describe('callerRef', () => {
  it('names a session by its user, and an API key by its name', () => {
    const user = { _id: 'u1', first_name: 'Aoife', last_name: 'Byrne' } as UserView;
    const session: Principal = {
      kind: 'session',
      user,
      session: { id: 's1', stage: 'full', csrfToken: 't' },
    };
    const key: Principal = {
      kind: 'apiKey',
      key: { id: 'k1', name: 'Broker system', scopes: ['renewals:write'], rateLimitPerMinute: 600 },
    };
    expect(callerRef(session)).toEqual({ id: 'u1', name: 'Aoife Byrne' });
    expect(callerRef(key)).toEqual({ id: 'k1', name: 'Broker system (API key)' });
  });
});
