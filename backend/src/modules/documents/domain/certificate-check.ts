/** The one answer shape of the public certificate check, whatever was asked. */
export interface CertificateCheck {
  valid: boolean;
  /** The day checked, in Ireland ('YYYY-MM-DD'). */
  checkedOn: string;
  /** The period of cover, only when valid. */
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
 * today. An unknown number, another car's registration, a superseded or an expired certificate all get
 * the same `not valid` with no period, so the check tells nobody more than "not valid for this car today".
 */
export function checkCertificate(
  facts: CertificateFacts | undefined,
  registrationKey: string,
  today: string,
): CertificateCheck {
  const valid =
    !!facts &&
    !facts.superseded &&
    facts.registrationKey === registrationKey &&
    facts.validFrom <= today &&
    today <= facts.validTo;
  return {
    valid,
    checkedOn: today,
    validFrom: valid ? facts.validFrom : null,
    validTo: valid ? facts.validTo : null,
  };
}
