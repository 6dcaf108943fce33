import { erasedChange } from './erased-change';

describe('an audit entry about an erased person', () => {
  it('keeps which fields changed and the reason, and no value', () => {
    const kept = erasedChange(
      { registration: '191-D-12345', holder: 'Aoife Byrne', version: 1 },
      { registration: '191-D-54321', holder: 'Aoife Byrne', version: 2, reason: 'Registration corrected' },
    );
    expect(kept).toEqual({
      personErased: true,
      changedFields: ['registration', 'version'],
      reason: 'Registration corrected',
    });
  });

  it('names the fields of a record created or deleted, and gives no reason where none was', () => {
    expect(erasedChange(undefined, { status: 'done', note: 'Called back' })).toEqual({
      personErased: true,
      changedFields: ['note', 'status'],
    });
    expect(erasedChange({ email: 'a@example.ie' }, null)).toEqual({
      personErased: true,
      changedFields: ['email'],
    });
  });
});
