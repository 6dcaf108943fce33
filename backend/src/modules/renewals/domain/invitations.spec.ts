import { invitationWindow, latestInvitationDay } from './invitations';

describe('invitationWindow', () => {
  it('reaches 25 working days ahead, further over Christmas than in November', () => {
    expect(invitationWindow(new Date('2026-11-02T09:00:00Z'))).toEqual({
      from: '2026-11-02',
      to: '2026-12-07',
    });
    // 18 December 2026: Christmas Friday, St Stephen's moved to Monday 28th, New Year's Day Friday.
    expect(invitationWindow(new Date('2026-12-18T09:00:00Z'))).toEqual({
      from: '2026-12-18',
      to: '2027-01-27',
    });
  });

  it('takes the Irish date: 23:30 UTC in summer is already tomorrow', () => {
    expect(invitationWindow(new Date('2026-07-30T23:30:00Z')).from).toBe('2026-07-31');
  });

  it('invites every renewal in time for its 20 working days of notice', () => {
    for (const day of ['2026-12-01', '2026-12-18', '2027-03-10', '2027-07-28']) {
      const { to } = invitationWindow(new Date(`${day}T09:00:00Z`));
      expect(latestInvitationDay(to) >= day).toBe(true);
    }
  });
});

describe('latestInvitationDay', () => {
  it('counts 20 working days back over Christmas', () => {
    expect(latestInvitationDay('2026-01-20')).toBe('2025-12-18');
  });
});
