export { SessionCookies } from './session-cookies';
export { SessionsModule } from './sessions.module';
export { SessionsService } from './sessions.service';
