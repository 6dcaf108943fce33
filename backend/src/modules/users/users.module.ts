import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { LockoutModule } from '../auth/lockout/lockout.module';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { MailModule } from '../mail/mail.module';
import { AccountController } from './account.controller';
import { AdminSeeder } from './admin-seeder';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { User, UserSchema } from './schemas/user.schema';
import { UserDirectory } from './user-directory';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersPersonalData } from './users.personal-data';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]),
    SessionsModule,
    LockoutModule,
    AuditModule,
    MailModule,
  ],
  controllers: [UsersController, AccountController],
  providers: [
    UsersService,
    UsersRepository,
    UserDirectory,
    PasswordHasher,
    PasswordResetService,
    AdminSeeder,
    UsersPersonalData,
  ],
  exports: [UsersService, UsersRepository, UserDirectory, PasswordHasher],
})
export class UsersModule {}
