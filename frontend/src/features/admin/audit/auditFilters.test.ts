import { actionWords, auditQuery } from './auditFilters';

const NONE = { actor: '', action: '', targetType: '', from: '', to: '' };

describe('auditQuery', () => {
  it('turns a day range into instants covering both whole days', () => {
    const query = auditQuery({ ...NONE, from: '2026-03-01', to: '2026-03-02' }, 2);
    expect(query.page).toBe(2);
    expect(new Date(query.from ?? '')).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(new Date(query.to ?? '')).toEqual(new Date(2026, 2, 2, 23, 59, 59, 999));
  });

  it('ignores a day that is not one (a hand-edited address)', () => {
    expect(auditQuery({ ...NONE, from: 'yesterday' }, 0).from).toBeUndefined();
  });
});

describe('actionWords', () => {
  it('says an action as words', () => {
    expect(actionWords('renewal-invitation.resend')).toBe('Renewal invitation: resend');
    expect(actionWords('renewal.make_current')).toBe('Renewal: make current');
    expect(actionWords('login')).toBe('Login');
  });
});
