import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

export type User = components['schemas']['UserDto'];
export type UsersPage = components['schemas']['UsersPageDto'];
export type UsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;
export type NewUser = components['schemas']['CreateUserDto'];
export type UserChanges = components['schemas']['UpdateUserDto'];
export type SignUp = components['schemas']['SignupDto'];
export type PasswordReset = components['schemas']['VerifyPasswordResetDto'];
type Envelope = components['schemas']['EnvelopeDto'];

const USERS = '/api/v1/users';
const USER = '/api/v1/users/get/{id}';

/** One page of users, newest first, with search and role filters (listUsers). */
export function useUsers(filter: UsersQuery) {
  return useApiList(USERS, filter, (query) => unwrap(api.GET(USERS, { params: { query } })));
}

/** One user, for the edit form (getUser). */
export function useUser(id: string) {
  return useSWR<User, ApiFailure>(apiPath(USER, { id }), async () => {
    const answer = await unwrap(api.GET(USER, { params: { path: { id } } }));
    return answer.user;
  });
}

// Every list page and user record shown may have changed.
const reloadUsers = () => mutate((key) => typeof key === 'string' && key.startsWith(USERS));

/** createUser; the answer's message is shown. */
export async function createUser(body: NewUser): Promise<Envelope> {
  const answer = await unwrap(api.POST('/api/v1/users/create', { body }));
  await reloadUsers();
  return answer;
}

/** updateUser; `resetTwoFactor: true` makes the user set two-factor up again at the next login. */
export async function updateUser(id: string, body: UserChanges): Promise<Envelope> {
  const answer = await unwrap(api.PUT('/api/v1/users/update/{id}', { params: { path: { id } }, body }));
  await reloadUsers();
  return answer;
}

/** deleteUser; the server refuses the caller's own account and the last administrator. */
export async function deleteUser(id: string): Promise<Envelope> {
  const answer = await unwrap(api.DELETE('/api/v1/users/delete/{id}', { params: { path: { id } } }));
  await reloadUsers();
  return answer;
}

/** The public Create Account form, where the server allows it (signUp). */
export function signUp(body: SignUp): Promise<Envelope> {
  return unwrap(api.POST('/api/v1/users/signup', { body }));
}

/** Emails a reset link; the answer is the same whether or not the email has an account (requestPasswordReset). */
export function requestPasswordReset(email: string): Promise<Envelope> {
  return unwrap(api.GET('/api/v1/users/passwordReset/{email}', { params: { path: { email } } }));
}

/** Sets the new password with the emailed token (verifyPasswordReset). */
export function verifyPasswordReset(body: PasswordReset): Promise<Envelope> {
  return unwrap(api.POST('/api/v1/users/verifypasswordreset', { body }));
}
