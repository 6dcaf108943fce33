/** The staff session's cookie: set by the sessions module, named in the OpenAPI document. */
export const SESSION_COOKIE = 'ivy.sid';
