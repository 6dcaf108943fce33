import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'ivy:isPublic';

/** Marks a route that visitors may call without a session or an API key. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
