import { cardBrand, cardDigits, checkCard, expiryProblem, passesLuhn } from './cards';

const TODAY = { year: 2026, month: 6 };

describe('card checks', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '4000000000003220',
    '5555555555554444',
    '378282246310005',
  ])('passes Luhn for the test card %s', (digits) => expect(passesLuhn(digits)).toBe(true));

  it('fails Luhn for a mistyped digit, swapped digits, and non-digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('2442424242424242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads digits through spaces and dashes, and names the brand', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Card');
  });

  it('accepts an expiry from this month on, in MM/YY or MM/YYYY', () => {
    expect(expiryProblem('06/26', TODAY)).toBeUndefined();
    expect(expiryProblem('1 / 2030', TODAY)).toBeUndefined();
    expect(expiryProblem('05/26', TODAY)).toBe('This card has expired.');
    expect(expiryProblem('13/27', TODAY)).toBe('The expiry month must be 01 to 12.');
    expect(expiryProblem('0627', TODAY)).toBe('Enter the expiry date as MM/YY.');
  });

  it('answers the brand and last four of a good card, never more', () => {
    const result = checkCard(
      { name: 'A Byrne', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      TODAY,
    );
    expect(result).toEqual({ card: { digits: '4242424242424242', brand: 'Visa', last4: '4242' } });
  });

  it('names every problem of a bad form', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }, TODAY)).toEqual({
      errors: {
        name: ['Enter the name on the card.'],
        number: ['This card number is not valid: please check it.'],
        expiry: ['This card has expired.'],
        cvc: ['Enter the 3-digit security code.'],
      },
    });
    expect(checkCard({ name: 'x', number: '4242', expiry: '12/30', cvc: '1234' }, TODAY)).toEqual({
      errors: {
        number: ['Enter the 12 to 19 digits of the card number.'],
        cvc: ['Enter the 3-digit security code.'],
      },
    });
    const amex = checkCard({ name: 'x', number: '378282246310005', expiry: '12/30', cvc: '123' }, TODAY);
    expect(amex).toEqual({ errors: { cvc: ['Enter the 4-digit security code.'] } });
  });
});
