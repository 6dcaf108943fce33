import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from './validation';
import { ChoiceField, SafeHtmlField, TextField, WholeNumberField, YesNoField } from './fields';

class Probe {
  @TextField(10) name: string;
  @TextField(30, { multiline: true, required: false }) note?: string;
  @TextField(10, { required: (form) => form.kind === 'b' }) onlyForB?: string;
  @ChoiceField(['a', 'b']) kind: string;
  @WholeNumberField(1, 5, { required: false }) rating?: number;
  @YesNoField({ required: false }) flag?: boolean;
  @SafeHtmlField(100, { required: false }) html?: string;
}

async function problemsOf(body: object) {
  return flattenValidationErrors(await validate(plainToInstance(Probe, body)));
}

describe('field checks', () => {
  it('gives one message per field, Required when missing or blank', async () => {
    expect(await problemsOf({ name: '   ' })).toEqual({ name: ['Required'], kind: ['Required'] });
    expect(await problemsOf({ name: 'Aoife', kind: 'a', note: '', rating: null })).toEqual({});
  });

  it('needs a conditional field only when the rest of the form says so', async () => {
    expect(await problemsOf({ name: 'A', kind: 'a' })).toEqual({});
    expect(await problemsOf({ name: 'A', kind: 'b' })).toEqual({ onlyForB: ['Required'] });
  });

  it('checks lengths, lines and types', async () => {
    expect(
      await problemsOf({
        name: 'A name far too long',
        kind: 'c',
        note: 'two\nlines',
        rating: 2.5,
        flag: 'true',
      }),
    ).toEqual({
      name: ['At most 10 characters'],
      kind: ['Choose one of: a, b'],
      rating: ['A whole number from 1 to 5'],
      flag: ['Must be true or false'],
    });
    expect(await problemsOf({ name: 'a\u0007b', kind: 'a', note: 'bell\u0007' })).toEqual({
      name: ['Contains characters that are not allowed'],
      note: ['Contains characters that are not allowed'],
    });
  });

  it('allows only the HTML allow-list', async () => {
    expect(await problemsOf({ name: 'A', kind: 'a', html: '<p>Fine <a href="/faq">link</a></p>' })).toEqual(
      {},
    );
    expect(await problemsOf({ name: 'A', kind: 'a', html: '<img src=x onerror=alert(1)>' })).toEqual({
      html: ['Only simple formatting is allowed: <img> is not allowed'],
    });
  });
});
