import { createHash } from 'node:crypto';
import { canonicalJson } from '#src/common/text/canonical-json';

/** The documents a customer confirms reading before paying, and the version of each that was shown. */
export interface AcceptedVersions {
  /** The fingerprint of the answers the statement of fact showed (answersFingerprint). */
  statementOfFact: string;
  ipid: string;
  policyBooklet: string;
  termsOfBusiness: string;
}

/** The confirmation recorded on a quote (and copied to its policy). */
export interface DocumentsAcceptance {
  acceptedAt: Date;
  versions: AcceptedVersions;
}

export const ACCEPTANCE_NEEDED =
  'Before paying, please read the documents on your quote and confirm that your answers are correct.';
export const ACCEPTANCE_OUTDATED =
  'A document has changed since you confirmed it. Please read the documents on your quote again and confirm.';

/**
 * The statement of fact's version: a short digest of the answers it prints. The database may give the
 * fields back in another order, which must not count as a change.
 */
export function answersFingerprint(answers: object): string {
  return `sof-${createHash('sha256').update(canonicalJson(answers)).digest('hex').slice(0, 16)}`;
}

/** Why a purchase cannot go ahead on this acceptance, or undefined when it holds for what is current. */
export function acceptanceProblem(
  acceptance: DocumentsAcceptance | undefined,
  current: AcceptedVersions,
): string | undefined {
  if (!acceptance) return ACCEPTANCE_NEEDED;
  const { versions } = acceptance;
  const changed = (Object.keys(current) as (keyof AcceptedVersions)[]).some(
    (document) => versions[document] !== current[document],
  );
  return changed ? ACCEPTANCE_OUTDATED : undefined;
}
