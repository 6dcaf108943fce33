export { CmsChanges } from './cms-changes';
export { CmsModule } from './cms.module';
export { CmsService } from './cms.service';
export type { CmsSectionView } from './cms.service';
export { callUs } from './seed/brand-content';
export { a, html, htmlSafe, p, strong, ul } from './seed/html';
export { ROUTES } from './seed/routes';
