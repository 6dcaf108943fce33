import type { UserView } from '../../common/auth/principal';
import type { UserRecord } from './schemas/user.schema';

/** The only way a user leaves the module: the SPEC section 3 fields, nothing secret. */
export function toUserView(user: UserRecord): UserView {
  return {
    _id: String(user._id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    isAdmin: user.isAdmin,
    ...(user.selfRegistered ? { selfRegistered: true as const } : {}),
    createdAt: user.createdAt,
    isTwoFactorEnabled: user.isTwoFactorEnabled,
    twoFactor: { isVerified: user.twoFactor?.isVerified ?? false },
  };
}
