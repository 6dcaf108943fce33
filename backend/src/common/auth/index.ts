export { PERMISSION_EXTENSION, SCOPES_EXTENSION, SignedIn, Staff } from './access.decorators';
export { AccessGuard } from './access.guard';
export { API_SCOPES, type ApiScope } from './api-scopes';
export { PERMISSIONS, type Permission, permissionsOf, ROLE_PERMISSIONS } from './permissions';
export { CSRF_COOKIE, CSRF_HEADER, isCrossSite, isForeignWrite } from './csrf';
export { CurrentActor, CurrentPrincipal, CurrentSession, CurrentUser } from './current.decorators';
export { type Actor, type Principal, PrincipalResolver, type UserView } from './principal';
export { Public } from './public.decorator';
