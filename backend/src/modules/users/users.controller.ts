import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor, CurrentSession } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { CreateUserDto, UpdateUserDto } from './dto/user-input.dto';
import { UserAnswerDto, UsersPageDto, UsersQueryDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

const Invalid = () => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid input or id' });
const Missing = () => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such user' });
const EmailTaken = () =>
  ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The email has an account' });

/** Staff accounts, for administrators. */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Staff('users', 'users:read')
  @Get()
  @ApiOperation({ summary: 'Users, newest first, with search by name or email and a role filter' })
  @ApiOkResponse({ type: UsersPageDto })
  @Invalid()
  async listUsers(@Query() query: UsersQueryDto): Promise<UsersPageDto> {
    return ok(await this.users.list(query));
  }

  @Staff('users', 'users:read')
  @Get('get/:id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserAnswerDto })
  @Invalid()
  @Missing()
  async getUser(@Param() { id }: IdParamDto): Promise<UserAnswerDto> {
    return ok({ user: await this.users.get(id) });
  }

  @Staff('users')
  @Idempotent()
  @Post('create')
  @ApiOperation({ summary: 'Create a user (optionally an administrator)' })
  @ApiCreatedResponse({ type: UserAnswerDto })
  @Invalid()
  @EmailTaken()
  async createUser(@Body() body: CreateUserDto, @CurrentActor() actor: Actor): Promise<UserAnswerDto> {
    return ok({ user: await this.users.create(body, actor) }, 'User created.');
  }

  @Staff('users')
  @Put('update/:id')
  @ApiOperation({ summary: "Change a user; a new password ends the user's other sessions" })
  @ApiOkResponse({ type: UserAnswerDto })
  @Invalid()
  @Missing()
  @EmailTaken()
  @ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: 'The last administrator cannot be demoted',
  })
  async updateUser(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateUserDto,
    @CurrentActor() actor: Actor,
    @CurrentSession() current: SessionPrincipal,
  ): Promise<UserAnswerDto> {
    return ok({ user: await this.users.update(id, body, actor, current.session.id) }, 'User updated.');
  }

  @Staff('users')
  @Delete('delete/:id')
  @ApiOperation({ summary: 'Delete a user and end their sessions' })
  @ApiOkResponse({ type: EnvelopeDto })
  @Invalid()
  @Missing()
  @ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: 'Administrators cannot delete themselves, nor the last administrator',
  })
  async deleteUser(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.users.delete(id, actor);
    return ok({}, 'User has been deleted.');
  }
}
