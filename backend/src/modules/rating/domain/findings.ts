/** Why a risk can't be quoted online: a referral asks the customer to call, a decline is final. */
export interface Reason {
  code: string;
  message: string;
}

export interface Finding extends Reason {
  severity: 'refer' | 'decline';
}

export const CALL_US = 'Please call our team and we will finish your quote with you.';

export const refer = (code: string, message: string): Finding => ({ severity: 'refer', code, message });
export const decline = (code: string, message: string): Finding => ({ severity: 'decline', code, message });
