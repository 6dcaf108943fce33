/** The one answer shape of the public certificate check, whatever was asked. */
export interface CertificateCheck {
  valid: boolean;
  /** The right certificate for the right car, whose cover starts after today. */
  startsLater: boolean;
  /** The day checked, in Ireland ('YYYY-MM-DD'). */
  checkedOn: string;
  /** The period of cover, only when valid or starting later. */
  validFrom: string | null;
  validTo: string | null;
}

export interface CertificateFacts {
  registrationKey: string;
  validFrom: string;
  validTo: string;
  superseded: boolean;
}

/**
 * Valid only when the certificate exists, is the current version, names this registration and covers
 * today. One whose cover starts later says so, with its period: whoever holds both the number and the
 * registration holds the certificate, which prints the period anyway. An unknown number, another car's
 * registration, a superseded or an expired certificate all get the same `not valid` with no period, so
 * the check tells nobody more than "not valid for this car today".
 */
export function checkCertificate(
  facts: CertificateFacts | undefined,
  registrationKey: string,
  today: string,
): CertificateCheck {
  const current = !!facts && !facts.superseded && facts.registrationKey === registrationKey;
  const valid = current && facts.validFrom <= today && today <= facts.validTo;
  const startsLater = current && today < facts.validFrom;
  return {
    valid,
    startsLater,
    checkedOn: today,
    validFrom: valid || startsLater ? facts!.validFrom : null,
    validTo: valid || startsLater ? facts!.validTo : null,
  };
}
