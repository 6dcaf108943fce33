/**
 * The registration number on the certificate and the disc: the law wants both to name the car, and the
 * public certificate check reads it. A car chosen by make and model has one too: a new car's dealer
 * gives its registration before the car is collected.
 */
export const REGISTRATION_NEEDED =
  "We need your car's registration number before we can issue your policy. Please add it under 'Your car', or call us.";

/**
 * What issuing a policy and its documents needs of the answers, beyond a price: why they cannot be
 * issued, or undefined. The checkout asks before any money moves and the fulfilment asks again once
 * paid, so a payment is never taken for a policy that cannot be issued.
 */
export function policyIssueProblem(answers: { your_car?: { registration?: string } }): string | undefined {
  if (!answers.your_car?.registration?.trim()) return REGISTRATION_NEEDED;
  return undefined;
}
