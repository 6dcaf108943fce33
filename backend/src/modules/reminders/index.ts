export { RemindersModule } from './reminders.module';
