/** What the sandbox does with a card, as providers' test modes do: a few numbers with fixed outcomes. */
export type SandboxOutcome = 'succeed' | 'decline' | 'challenge';

export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: SandboxOutcome; says: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeed', says: 'pays' },
  { number: '4000 0000 0000 0002', outcome: 'decline', says: 'is declined' },
  { number: '4000 0000 0000 3220', outcome: 'challenge', says: 'asks for a one-time code (123456 passes)' },
];

/** The one-time code that passes the challenge step. */
export const SANDBOX_CHALLENGE_CODE = '123456';

/** Wrong codes a customer may type before the payment fails, as a bank allows a mistyped code or two. */
export const SANDBOX_CHALLENGE_TRIES = 3;

/** Any other valid card pays. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number.replace(/ /g, '') === digits)?.outcome ?? 'succeed';
}
