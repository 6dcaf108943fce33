import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { isForeignWrite } from '../../common/auth';
import { createValidationPipe } from '../../common/validation/validation';
import { LoginDto } from './dto/auth.dto';
import { LocalStrategy } from './local.strategy';

/**
 * Runs passport-local on the login route with this app's own strategy instance rather than
 * passport's process-wide registry (two apps in one process, as in tests, would share it).
 * Guards run before pipes, so the body is validated here first: 400 naming the fields. A login another
 * site started is refused before any of that (login CSRF).
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  private readonly validation = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (isForeignWrite(req)) throw new ForbiddenException('Please log in on the site itself.');
    req.body = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    req.user = await this.authenticate(req, http.getResponse<Response>());
    return true;
  }

  private authenticate(req: Request, res: Response): Promise<Express.User> {
    // passport attaches the request's callbacks to the strategy object: one object per request.
    const strategy = Object.create(this.strategy) as LocalStrategy;
    return new Promise((resolve, reject) => {
      const middleware = passport.authenticate(
        strategy,
        { session: false },
        (error: unknown, user: unknown) => {
          if (error) reject(error);
          else if (user) resolve(user);
          else reject(new UnauthorizedException('Incorrect email or password.'));
        },
      ) as (req: Request, res: Response, next: (error: unknown) => void) => void;
      middleware(req, res, reject);
    });
  }
}
