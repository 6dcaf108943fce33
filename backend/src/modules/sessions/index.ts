export * from './session-cookies';
export * from './sessions.module';
export * from './sessions.service';
