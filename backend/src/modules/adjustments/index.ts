export * from './domain/instalments';
export * from './domain/policy-change';
export * from './domain/price-adjustment';
export * from './domain/pro-rata';
