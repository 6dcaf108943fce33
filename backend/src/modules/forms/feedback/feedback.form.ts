import type { Brand } from '#src/config/brand.types';
import type { FormDefinition } from '../inbox/form-definition';
import { Feedback } from '../schemas/feedback.schema';

/**
 * What the acknowledgement of a complaint promises: the timescales of the complaints procedure
 * (the Consumer Protection Code's, as in the terms of business) and the right to go to the FSPO.
 */
export function complaintSteps(brand: Brand): string[] {
  return [
    'We are handling your feedback as a complaint under our complaints procedure, and this email is our written acknowledgement of it. We will:',
    [
      '- acknowledge your complaint in writing within 5 business days (this email);',
      '- give you the name of the person dealing with it;',
      '- update you in writing at least every 20 business days;',
      '- aim to resolve it within 40 business days, and write to you with the outcome.',
    ].join('\n'),
    'If you are not satisfied with our response, or we have not resolved your complaint within 40 business days, you can refer it to the Financial Services and Pensions Ombudsman (FSPO), Lincoln House, Lincoln Place, Dublin 2, D02 VH29, www.fspo.ie. The FSPO is independent and its service is free.',
    `Our complaints procedure: ${brand.documents.complaintsProcedure}`,
  ];
}

export const FEEDBACK_FORM: FormDefinition<Feedback> = {
  inboxToken: 'FeedbackInbox',
  modelName: Feedback.name,
  referencePrefix: 'FBK',
  names: { type: 'feedback', label: 'Feedback' },
  noun: (feedback) => (feedback.isComplaint ? 'complaint' : 'feedback'),
  details: (feedback) => [
    ['Complaint', feedback.isComplaint],
    ['Rating', `${feedback.rating} out of 5`],
    ['Phone', feedback.phone],
    ['Policy number', feedback.policyNumber],
    ['Message', feedback.message],
  ],
  nextSteps: (feedback, brand) =>
    feedback.isComplaint
      ? complaintSteps(brand)
      : ['Every comment is read by our team and helps us improve. Thank you for taking the time to tell us.'],
};
