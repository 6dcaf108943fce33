import { randomInt } from 'node:crypto';
import { type RandomIndex, REFERENCE_ALPHABET } from '../../quotes';

/** `IVY-DD-7K3MQ9TXW2`: unique per mandate, at most 35 characters as SEPA allows. */
export function generateMandateReference(random: RandomIndex = randomInt): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `IVY-DD-${code}`;
}

/**
 * The SEPA Core mandate wording the customer agrees to; stored with the mandate, so what was agreed
 * stays on record when the wording changes.
 */
export function mandateText(creditorName: string, creditorId: string): string {
  return (
    `By ticking the box and continuing, you authorise (A) ${creditorName} to send instructions to your ` +
    `bank to debit your account and (B) your bank to debit your account in accordance with the ` +
    `instructions from ${creditorName}. As part of your rights, you are entitled to a refund from your ` +
    'bank under the terms and conditions of your agreement with your bank. A refund must be claimed ' +
    'within 8 weeks starting from the date on which your account was debited. Your rights are explained ' +
    `in a statement that you can obtain from your bank. Creditor: ${creditorName}, creditor identifier ` +
    `${creditorId}. Type of payment: recurrent.`
  );
}
