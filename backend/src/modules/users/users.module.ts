import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { LockoutModule } from '../lockout';
import { SessionsModule } from '../sessions';
import { MailModule } from '../mail';
import { AccountController } from './account.controller';
import { AdminSeeder } from './users.seeder';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { User, UserSchema } from './schemas/user.schema';
import { UserDirectory } from './user-directory';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { usersStatisticsSource, UsersStatisticsSource } from './users-statistics.source';
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
    usersStatisticsSource,
    UsersPersonalData,
  ],
  exports: [UsersService, UsersRepository, UserDirectory, PasswordHasher, UsersStatisticsSource],
})
export class UsersModule {}
