import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../../common/http/envelope';

/** The failure answers most post routes document. */
export const Invalid = () =>
  ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid input or id' });
export const Missing = () => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such post' });
