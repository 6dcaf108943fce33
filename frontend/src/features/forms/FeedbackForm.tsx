import { submitFeedback, type FeedbackForm as FeedbackBody } from '../../api/forms';
import { brand } from '../../brand';
import { TextField } from '../../components/TextField';
import { enter, requiredAs } from '../../components/validators';
import { PublicForm } from './kit/PublicForm';
import { ChoiceField } from '../../components/ChoiceField';
import { SenderFields } from './kit/SenderFields';
import { StarRatingField } from './kit/StarRatingField';
import { TextAreaField } from '../../components/TextAreaField';

type FeedbackValues = Partial<FeedbackBody>;

const COMPLAINT_CHOICES = [
  { value: false, label: 'No, it is feedback' },
  { value: true, label: 'Yes, treat it as a complaint' },
];

const complaintRule = requiredAs('Please say whether we should treat this as a complaint');
const feedbackRule = enter('your feedback');

/** What choosing "complaint" leads to: the complaints procedure's timescales (as the server's email says). */
function ComplaintHint() {
  return (
    <>
      <p>
        If you choose yes, we handle it under our{' '}
        <a href={brand.documents.complaintsProcedure}>complaints procedure (PDF)</a>: we acknowledge it in
        writing within 5 business days, update you at least every 20 business days and aim to resolve it
        within 40 business days.
      </p>
      <p>
        If you are not satisfied with our response, you can refer your complaint to the Financial Services and
        Pensions Ombudsman.
      </p>
    </>
  );
}

export function FeedbackForm() {
  return (
    <PublicForm<FeedbackValues>
      name="feedback"
      title="Tell us how we did"
      submitLabel="Send feedback"
      send={(values) => submitFeedback(values as FeedbackBody)}
    >
      <SenderFields phoneOptional />
      <TextField name="policyNumber" label="Policy number (optional)" maxLength={30} />
      <StarRatingField name="rating" legend="How would you rate our service?" />
      <ChoiceField<boolean>
        name="isComplaint"
        legend="Would you like us to treat this as a complaint?"
        choices={COMPLAINT_CHOICES}
        validate={complaintRule}
        hint={<ComplaintHint />}
      />
      <TextAreaField name="message" label="Your feedback" validate={feedbackRule} />
    </PublicForm>
  );
}
