import {
  createdDayOf,
  dublinDay,
  factFlag,
  factNumber,
  factText,
  FactSpec,
  StatisticsSource,
  statisticsSourceProvider,
} from '../../common/statistics/facts';
import { Contact } from './schemas/contact.schema';
import { Feedback } from './schemas/feedback.schema';
import { PolicyChangeRequest } from './schemas/policy-change.schema';

const SUBMISSION_PATHS = ['createdDay', 'status'];

export const CONTACT_FACTS: FactSpec = {
  key: 'contacts',
  partition: 'createdDay',
  paths: [...SUBMISSION_PATHS, 'policyNumber'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    status: factText(doc.status),
    hasPolicy: factText(doc.policyNumber) !== null,
  }),
};

export const FEEDBACK_FACTS: FactSpec = {
  key: 'feedback',
  partition: 'createdDay',
  paths: [...SUBMISSION_PATHS, 'isComplaint', 'rating'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    status: factText(doc.status),
    isComplaint: factFlag(doc.isComplaint),
    rating: factNumber(doc.rating),
  }),
};

export const POLICY_CHANGE_FACTS: FactSpec = {
  key: 'policyChanges',
  partition: 'createdDay',
  paths: [...SUBMISSION_PATHS, 'effectiveDate', 'requestType'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    effectiveDate: dublinDay(doc.effectiveDate),
    status: factText(doc.status),
    requestType: factText(doc.requestType),
  }),
};

/** The public forms' submissions as the statistics read them (no message text or contact details). */
export abstract class FormsStatisticsSource extends StatisticsSource {}

export const formsStatisticsSource = statisticsSourceProvider(FormsStatisticsSource, [
  [Contact.name, CONTACT_FACTS],
  [Feedback.name, FEEDBACK_FACTS],
  [PolicyChangeRequest.name, POLICY_CHANGE_FACTS],
]);
