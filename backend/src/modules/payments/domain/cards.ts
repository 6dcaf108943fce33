import type { FieldErrors } from '#src/common/http/envelope';
import type { CardSummary } from './payment-terms';

/** What the sandbox card form posts; every field as typed. */
export interface CardForm {
  name?: string;
  number?: string;
  expiry?: string;
  cvc?: string;
}

/** A card that passed the checks: only what may be kept (brand, last four) besides the digits in hand. */
export interface CheckedCard extends CardSummary {
  digits: string;
}

/** '4242 4242-4242 4242' → '4242424242424242'; anything else but digits, spaces and dashes stays, to fail. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** 'MM/YY' (or 'MM / YYYY') not before the current month; the card works to the end of its month. */
export function expiryProblem(input: string, today: { year: number; month: number }): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'The expiry month must be 01 to 12.';
  if (year < today.year || (year === today.year && month < today.month)) return 'This card has expired.';
  return undefined;
}

/** Checks the form the way a provider's page would; answers the card or the problems per field. */
export function checkCard(
  form: CardForm,
  today: { year: number; month: number },
): { card: CheckedCard } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const digits = cardDigits(form.number ?? '');
  if (!form.name?.trim()) errors.name = ['Enter the name on the card.'];
  if (!/^\d{12,19}$/.test(digits)) errors.number = ['Enter the 12 to 19 digits of the card number.'];
  else if (!passesLuhn(digits)) errors.number = ['This card number is not valid: please check it.'];
  const expiry = expiryProblem(form.expiry ?? '', today);
  if (expiry) errors.expiry = [expiry];
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test((form.cvc ?? '').trim())) {
    errors.cvc = [`Enter the ${cvcLength}-digit security code.`];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { digits, brand: cardBrand(digits), last4: digits.slice(-4) } };
}
