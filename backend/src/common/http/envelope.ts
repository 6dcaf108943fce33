import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Field name -> messages. `_` holds messages that belong to the request as a whole. */
export type FieldErrors = Record<string, string[]>;

/** The shape every answer carries (DESIGN section 4). */
export class EnvelopeDto {
  @ApiProperty({ example: true })
  ok: boolean;

  @ApiProperty({ example: 'OK' })
  message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: {},
  })
  errors: FieldErrors;
}

export class ErrorEnvelopeDto extends EnvelopeDto {
  @ApiProperty({ example: false })
  declare ok: boolean;

  @ApiPropertyOptional({ description: 'Quote this when contacting support.', example: 'c0a8…' })
  requestId?: string;

  @ApiPropertyOptional({
    description: 'Seconds to wait before retrying (429, and 409 while an Idempotency-Key is in use).',
  })
  retryAfterSeconds?: number;
}

export type Envelope<T extends object = object> = { ok: true; message: string; errors: FieldErrors } & T;

/** A success answer: `ok(…)` keeps controllers to one line and the envelope in one place. */
export function ok<T extends object>(data: T, message = 'OK'): Envelope<T> {
  return { ok: true, message, errors: {}, ...data };
}
