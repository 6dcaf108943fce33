export { ConsentModule } from './consent.module';
export { CookieRecordsService } from './cookie-records.service';
