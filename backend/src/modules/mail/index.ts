export * from './mail-transport';
export * from './mail.module';
export * from './mail.service';
