import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, ValidateIf } from 'class-validator';
import { emailProblem } from '#src/common/validation/person-fields';
import { ChoiceField, dateProblem, Rule, TextField } from '../../rating';
import { PAYMENT_OPTIONS, PaymentOption } from '../domain/pages';
import { normaliseWebReference } from '../domain/web-reference';

const EITHER = 'Please give your date of birth or your email address';
const isGiven = (value: unknown) => value !== undefined && value !== null;
const normalisedReference = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (normaliseWebReference(value) ?? value) : value;
const normalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** The web reference and one of date of birth or email (both may be given: then both must match). */
export class RetrieveQuoteDto {
  @ApiProperty({ example: 'IVY-7K3M-Q9TX', description: 'Case, spaces and dashes do not matter' })
  @Transform(normalisedReference)
  @Rule('webReference', (value) =>
    typeof value === 'string' && normaliseWebReference(value) === value
      ? undefined
      : 'Please enter your web reference, for example IVY-7K3M-Q9TX',
  )
  webReference: string;

  @ApiPropertyOptional({ format: 'date', example: '1994-03-08', description: 'Or the email' })
  @ValidateIf((input: RetrieveQuoteDto) => isGiven(input.dateOfBirth) || !isGiven(input.email))
  @Rule('dateOfBirth', (value) => (isGiven(value) ? dateProblem(value, { notFuture: true }) : EITHER))
  dateOfBirth?: string;

  @ApiPropertyOptional({ example: 'aoife.byrne@example.ie', description: 'Or the date of birth' })
  @ValidateIf((input: RetrieveQuoteDto) => isGiven(input.email) || !isGiven(input.dateOfBirth))
  @Transform(normalisedEmail)
  @Rule('email', (value) => (isGiven(value) ? emailProblem(value) : EITHER))
  email?: string;
}

export class ResumeQuoteDto {
  @TextField(200, { description: 'The token from the emailed link' })
  token: string;
}

export class PaymentOptionDto {
  @ChoiceField(PAYMENT_OPTIONS, 'PaymentOption')
  paymentOption: PaymentOption;
}

export class AcceptDocumentsDto {
  @ApiProperty({
    example: true,
    description:
      'I have read the statement of fact, the IPID, the policy booklet and the terms of business, and my answers are correct',
  })
  @Equals(true, {
    message: 'Please tick the box to confirm you have read the documents and your answers are correct',
  })
  confirmed: boolean;
}
