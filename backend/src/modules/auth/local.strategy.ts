import { Injectable } from '@nestjs/common';
import { Strategy } from 'passport-local';
import { CredentialsService } from './credentials.service';

/** passport-local: email + password, checked by CredentialsService. */
@Injectable()
export class LocalStrategy extends Strategy {
  constructor(credentials: CredentialsService) {
    super({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
      credentials.check(email, password).then(
        (user) => done(null, user),
        (error: unknown) => done(error),
      );
    });
  }
}
