export { OffersModule } from './offers.module';
