// The quote engine's staff screens, one lazy chunk of their own (app/routes.ts).
export { QuoteAdminPage } from './quotes/QuoteAdminPage';
export { QuotesAdminPage } from './quotes/QuotesAdminPage';
export { RatingSandboxPage } from './rating/RatingSandboxPage';
export { RatingTablePage } from './rating/RatingTablePage';
export { RatingTablesPage } from './rating/RatingTablesPage';
export { RatingTableUploadPage } from './rating/RatingTableUploadPage';
