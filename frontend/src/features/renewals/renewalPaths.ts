export const RENEWALS_PATH = '/renewals';

export const renewalPath = (id: string) => `/renewals/${id}`;
export const renewalPaymentOptionsPath = (id: string) => `/renewals/${id}/payment-options`;
export const renewalPaymentPath = (id: string) => `/renewals/${id}/payment`;
