export { DataProtectionModule } from './data-protection.module';
