import { namesMatching } from './names';

const ACTIONS = [
  'renewal.delete',
  'renewal.make_current',
  'renewal-documents.resend',
  'renewal-invitation.resend',
  'user.update',
  'policy-documents.reissue',
];

describe('namesMatching', () => {
  it('finds the actions a word names, whatever their punctuation and case', () => {
    expect(namesMatching(ACTIONS, 'renewal')).toEqual([
      'renewal.delete',
      'renewal.make_current',
      'renewal-documents.resend',
      'renewal-invitation.resend',
    ]);
    expect(namesMatching(ACTIONS, 'Resend invitation')).toEqual(['renewal-invitation.resend']);
    expect(namesMatching(ACTIONS, 'make current')).toEqual(['renewal.make_current']);
    expect(namesMatching(ACTIONS, 'documents')).toEqual([
      'renewal-documents.resend',
      'policy-documents.reissue',
    ]);
    expect(namesMatching([...ACTIONS, 'user.update_roles'], 'user.update')).toEqual(['user.update']);
    expect(namesMatching([...ACTIONS, 'user.update_roles'], 'user update')).toEqual([
      'user.update',
      'user.update_roles',
    ]);
  });

  it('matches from the start of a word, so a fragment inside one finds nothing', () => {
    expect(namesMatching(ACTIONS, 'newal')).toEqual([]);
    expect(namesMatching(ACTIONS, 'payment')).toEqual([]);
  });

  it('finds actors by the start of their email', () => {
    expect(namesMatching(['aoife@example.ie', 'admin@ivy.ie'], 'aoife')).toEqual(['aoife@example.ie']);
    expect(namesMatching(['aoife@example.ie', 'admin@ivy.ie'], 'AOIFE@EXAMPLE.IE')).toEqual([
      'aoife@example.ie',
    ]);
  });
});
