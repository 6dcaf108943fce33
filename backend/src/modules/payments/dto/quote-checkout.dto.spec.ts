import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '#src/common/validation/validation';
import { SaveMandateDto } from './quote-checkout.dto';

async function problemsOf(body: object) {
  return flattenValidationErrors(await validate(plainToInstance(SaveMandateDto, body)));
}

describe('SaveMandateDto', () => {
  // A client shows the first message: a cleared box once came first as "This is too long for an IBAN".
  it('asks for a missing IBAN first', async () => {
    const problems = await problemsOf({ accountHolder: 'Aoife Byrne', consent: true });
    expect(problems.iban?.[0]).toBe('Enter the IBAN of the account to pay from.');
  });
});
