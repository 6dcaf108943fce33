export { PaymentsStatisticsSource } from './payments-statistics.source';
export { PaymentsModule } from './payments.module';
