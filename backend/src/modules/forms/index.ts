export { IsoDateField, PhoneField } from './fields';
export { FormsStatisticsSource } from './forms-statistics.source';
export { FormsModule } from './forms.module';
export type { FormDefinition } from './inbox/form-definition';
export { FormInbox, InjectInbox, inboxProvider } from './inbox/form-inbox';
export { inboxPersonalData } from './inbox/inbox.personal-data';
export {
  PublicFormDto,
  StoredSubmission,
  SubmissionQueryDto,
  SubmissionReceiptDto,
  UpdateSubmissionDto,
} from './inbox/submission.dto';
export { Submission, submissionSchema } from './schemas/submission.schema';
export type { FormFields } from './schemas/submission.schema';
