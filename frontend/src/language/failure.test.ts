import { ApiFailure } from '@ivy/api-client';
import { failureMessage } from './failure';

describe('the words for a failed call, one set for drivers and staff', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('gives the server’s own words for a refusal', () => {
    expect(failureMessage(new ApiFailure(429, { ok: false, message: 'Too many attempts', errors: {} }))).toBe(
      'Too many attempts',
    );
  });

  it('says what to try when the server was not reached, and logs the cause', () => {
    const cause = new TypeError('Failed to fetch');
    expect(failureMessage(cause)).toBe('Something went wrong. Please check your connection and try again.');
    expect(console.error).toHaveBeenCalledWith(cause);
  });
});
