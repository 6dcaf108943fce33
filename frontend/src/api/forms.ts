import { unwrap, type components } from '@ivy/api-client';
import { api } from './client';

type Schemas = components['schemas'];
export type ContactForm = Schemas['ContactFormDto'];
export type FeedbackForm = Schemas['FeedbackFormDto'];
export type PolicyChangeForm = Schemas['PolicyChangeFormDto'];
/** The server's acknowledgement: its message and the reference also emailed to the sender. */
export type SubmissionReceipt = Schemas['SubmissionReceiptDto'];

/** Sends the contact form (submitContact); rejects with an ApiFailure carrying any field errors. */
export function submitContact(body: ContactForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/contact', { body }));
}

/** Sends customer feedback, a complaint when `isComplaint` (submitFeedback). */
export function submitFeedback(body: FeedbackForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/feedback', { body }));
}

/** Sends a policy change request (submitPolicyChange). */
export function submitPolicyChange(body: PolicyChangeForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/policy-change', { body }));
}
