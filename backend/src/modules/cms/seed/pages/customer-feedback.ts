import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p } from '../html';
import { pageSections } from '../page';
import type { CmsSectionSeed } from '../types';

export function customerFeedbackSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('customer-feedback', [
    {
      key: 'intro',
      title: 'Customer feedback',
      body: html(
        p(
          'We want every customer to find us easy to deal with. Tell us what we did well and what we could do better; every comment is read by our team and helps us improve.',
        ),
        p(
          `If you are unhappy and would like us to treat your feedback as a complaint, please say so. We will handle it under our ${a(b.documents.complaintsProcedure, 'complaints procedure')}, which explains how we investigate, the timescales we work to and your right to refer the matter to the Financial Services and Pensions Ombudsman.`,
        ),
      ),
    },
  ]);
}
