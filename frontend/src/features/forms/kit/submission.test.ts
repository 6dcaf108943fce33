import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR } from 'final-form';
import { submissionErrors, waitMessage } from './submission';

const failure = (status: number, errors: Record<string, string[]>, extra = {}) =>
  new ApiFailure(status, { ok: false, message: 'Please correct the highlighted fields.', errors, ...extra });

describe('submissionErrors', () => {
  it("puts each shown field's first message beside it, and the rest with the server's message on top", () => {
    const error = failure(400, {
      email: ['Invalid email address', 'Second'],
      captchaToken: ['Please confirm you are not a robot.'],
      _: ['Try again tomorrow.'],
    });
    expect(submissionErrors(error, ['email', 'name'])).toEqual({
      email: 'Invalid email address',
      [FORM_ERROR]:
        'Please correct the highlighted fields. Please confirm you are not a robot. Try again tomorrow.',
    });
  });

  it('asks the visitor to wait after too many submissions (429)', () => {
    expect(submissionErrors(failure(429, {}, { retryAfterSeconds: 30 }), [])).toEqual({
      [FORM_ERROR]:
        'You have sent this form several times in a short while. Please wait 30 seconds and try again.',
    });
  });

  it('blames the connection for anything that is not an API answer', () => {
    expect(submissionErrors(new TypeError('Failed to fetch'), [])?.[FORM_ERROR]).toMatch(
      /check your connection/,
    );
  });
});

describe('waitMessage', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [undefined, 'a few minutes'],
  ])('%s seconds: wait %s', (seconds, words) => {
    expect(waitMessage(seconds)).toContain(`Please wait ${words} and try again.`);
  });
});
