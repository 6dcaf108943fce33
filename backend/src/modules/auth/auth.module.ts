import { Module } from '@nestjs/common';
import { PrincipalResolver } from '../../common/auth/principal';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { UsersModule } from '../users';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CredentialsService } from './credentials.service';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';
import { LockoutModule } from '../lockout';
import { SessionOrKeyResolver } from './session-or-key.resolver';
import { SessionsModule } from '../sessions';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/** Identity: login, sessions, 2FA, API keys, and the principal the global AccessGuard checks. */
@Module({
  imports: [UsersModule, SessionsModule, LockoutModule, ApiKeysModule],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    CredentialsService,
    TwoFactorService,
    LocalStrategy,
    LocalAuthGuard,
    SecretBox,
    SessionOrKeyResolver,
    { provide: PrincipalResolver, useExisting: SessionOrKeyResolver },
  ],
  exports: [PrincipalResolver],
})
export class AuthModule {}
