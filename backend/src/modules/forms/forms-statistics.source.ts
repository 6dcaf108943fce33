import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  createdDayOf,
  dublinDay,
  factFlag,
  factNumber,
  factText,
  FactSpec,
  ModelFacts,
  StatisticsSource,
} from '../../common/statistics/facts';
import { Contact } from './contact/contact.schema';
import { Feedback } from './feedback/feedback.schema';
import { PolicyChangeRequest } from './policy-change/policy-change.schema';

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
@Injectable()
export class FormsStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(
    @InjectModel(Contact.name) contacts: Model<Contact>,
    @InjectModel(Feedback.name) feedback: Model<Feedback>,
    @InjectModel(PolicyChangeRequest.name) changes: Model<PolicyChangeRequest>,
  ) {
    this.facts = [
      new ModelFacts(contacts, CONTACT_FACTS),
      new ModelFacts(feedback, FEEDBACK_FACTS),
      new ModelFacts(changes, POLICY_CHANGE_FACTS),
    ];
  }
}
