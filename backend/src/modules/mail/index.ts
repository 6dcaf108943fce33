export type { MailMessage } from './mail-transport';
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
