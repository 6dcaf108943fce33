import {
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Actor, UserView } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { personKeys } from '../../common/search/search-keys';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit';
import { LockoutService, loginLockKey } from '../lockout';
import { SessionsService } from '../sessions';
import { CreateUserDto, SignupDto, UpdateUserDto } from './dto/user-input.dto';
import { UsersQueryDto } from './dto/user.dto';
import { PasswordHasher } from './password-hasher';
import { UserRecord } from './schemas/user.schema';
import { UserEdit, UsersRepository } from './users.repository';
import { UserDirectory } from './user-directory';
import { toUserView } from './user.views';

/** The rules of managing accounts: who may exist, change and go. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly lockouts: LockoutService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async list(query: UsersQueryDto) {
    const window = pageWindow(query);
    const { users, total } = await this.directory.page({
      search: query.search,
      role: query.role,
      oldestFirst: query.sort === 'createdAt',
      skip: window.skip,
      limit: window.limit,
    });
    return { users, ...pageInfo(window, total) };
  }

  async get(id: string): Promise<UserView> {
    const user = await this.directory.byId(id);
    if (!user) throw new NotFoundException('User not found.');
    return user;
  }

  /** The user of a session, if the account still exists. */
  find(id: string): Promise<UserView | undefined> {
    return this.directory.byId(id);
  }

  async create(input: CreateUserDto, actor: Actor): Promise<UserView> {
    const user = await this.register(input, input.isAdmin ?? false);
    await this.audit.record(actor, {
      action: 'user.create',
      targetType: 'user',
      targetId: user._id,
      after: user,
    });
    return user;
  }

  async signUp(input: SignupDto): Promise<void> {
    if (!this.config.ALLOW_SIGNUP) {
      throw new ForbiddenException(
        'Account creation is turned off. Please ask an administrator for an account.',
      );
    }
    const user = await this.register(input, false, true);
    const self: Actor = { type: 'user', id: user._id, label: user.email };
    await this.audit.record(self, {
      action: 'user.signup',
      targetType: 'user',
      targetId: user._id,
      after: user,
    });
  }

  /** `make admin`: creates the administrator, or makes the account one again with a new password. */
  async ensureAdmin(input: SignupDto, actor: Actor): Promise<'created' | 'reset'> {
    const existing = await this.directory.byEmail(input.email);
    if (!existing) {
      await this.create({ ...input, isAdmin: true }, actor);
      return 'created';
    }
    await this.update(existing._id, { password: input.password, isAdmin: true }, actor);
    return 'reset';
  }

  /** `keepSessionId`: the caller's own session survives a change of their own password. */
  async update(id: string, input: UpdateUserDto, actor: Actor, keepSessionId?: string): Promise<UserView> {
    const before = await this.existing(id);
    if (input.isAdmin === false && before.isAdmin) await this.assertNotLastAdmin('lose administrator rights');
    const after = await this.users.edit(
      id,
      await this.changesOf(input, before),
      input.resetTwoFactor === true,
    );
    if (!after) throw new NotFoundException('User not found.');
    if (input.password !== undefined) {
      await this.sessions.revokeAllFor(id, keepSessionId);
      await this.lockouts.clear(loginLockKey(after.email));
    }
    const view = toUserView(after);
    await this.audit.record(actor, {
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: toUserView(before),
      after: {
        ...view,
        changedFields: Object.entries(input).flatMap(([field, value]) =>
          value === undefined ? [] : [field],
        ),
      },
    });
    return view;
  }

  async delete(id: string, actor: Actor): Promise<void> {
    const user = await this.existing(id);
    if (user.isAdmin) await this.assertNotLastAdmin('be deleted');
    if (actor.type === 'user' && actor.id === id) {
      throw new UnprocessableEntityException(
        'You cannot delete your own account. Ask another administrator.',
      );
    }
    await this.users.delete(id);
    await this.sessions.revokeAllFor(id);
    await this.audit.record(actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: toUserView(user),
    });
  }

  private async register(input: SignupDto, isAdmin: boolean, selfRegistered = false): Promise<UserView> {
    const user = await this.users.create({
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      isAdmin,
      ...(selfRegistered ? { selfRegistered } : {}),
    });
    return toUserView(user);
  }

  private async changesOf(input: UpdateUserDto, before: UserRecord): Promise<UserEdit> {
    const set: UserEdit = {};
    for (const field of ['first_name', 'last_name', 'email', 'isAdmin'] as const) {
      if (input[field] !== undefined) Object.assign(set, { [field]: input[field] });
    }
    if (input.first_name !== undefined || input.last_name !== undefined) {
      Object.assign(
        set,
        personKeys(input.first_name ?? before.first_name, input.last_name ?? before.last_name),
      );
    }
    if (input.password !== undefined) set.passwordHash = await this.hasher.hash(input.password);
    return set;
  }

  private async existing(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found.');
    return user;
  }

  private async assertNotLastAdmin(change: string): Promise<void> {
    if ((await this.directory.administrators()) <= 1) {
      throw new UnprocessableEntityException(
        `The last administrator cannot ${change}. Make another administrator first.`,
      );
    }
  }
}
