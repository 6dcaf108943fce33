import type { Brand } from '#src/config/brand.types';
import { html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import type { CmsSectionSeed } from '../types';

export function careersSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('careers', [
    {
      key: 'intro',
      title: 'Careers',
      body: p(
        `At ${b.name} we help drivers, many of them insuring a car for the first time, get cover they understand. If you enjoy helping people and want to build a career in financial services, we would like to hear from you.`,
      ),
    },
    {
      key: 'working-here',
      title: 'Working with us',
      body: ul([
        'A friendly team with more than 100 years of combined experience in Irish motor insurance, happy to share it.',
        'Support to gain professional qualifications, such as the Accredited Product Adviser (APA) in General Insurance from the Insurance Institute of Ireland, which the Central Bank’s Minimum Competency Code requires for many customer-facing roles.',
        'Structured training from your first day, and ongoing development as you grow.',
      ]),
    },
    {
      key: 'roles',
      title: 'The roles we recruit for',
      body: ul([
        'Customer service and sales advisers, helping customers with quotes, policy changes and renewals.',
        'Claims support, guiding customers through the claims process with the insurer.',
        'Compliance and operations, keeping us in line with the Central Bank’s codes.',
        'Digital and marketing, looking after our website and social media.',
      ]),
    },
    {
      key: 'apply',
      title: 'How to apply',
      body: html(
        p(
          `Email your CV and a short cover letter to ${strong(b.email.support)} with “Careers” in the subject line, telling us the kind of role you are interested in. We keep speculative applications on file for six months.`,
        ),
        p(
          `${b.legalName} is an equal opportunities employer. Please tell us if you need any adjustments during the recruitment process.`,
        ),
      ),
    },
  ]);
}
