import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

/** The table of individual cookies is rendered from the consent module's cookie records, not from here. */
export function cookiesPolicySections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('cookies-policy', [
    {
      key: 'intro',
      title: 'Cookies policy',
      body: html(
        p(
          `This policy explains how ${b.legalName}, trading as ${b.name}, uses cookies and similar technologies on this website, and the choices you have.`,
        ),
        p(
          'Cookies are small text files that a website stores on your device. Similar technologies, such as your browser’s local storage, work in much the same way. They let a website remember things about your visit, keep it secure and understand how it is used.',
        ),
      ),
    },
    {
      key: 'categories',
      title: 'The cookies we use',
      body: html(
        p('We group cookies into four categories:'),
        ul([
          `${strong('Strictly necessary')}: needed for the website to work and be secure, for example to keep your quote or payment session safe and to remember your cookie choices. These are always on.`,
          `${strong('Functional')}: let the website offer extra features, such as embedded videos.`,
          `${strong('Analytics')}: help us understand how visitors use the website, so we can improve it.`,
          `${strong('Marketing')}: help us and our advertising partners show you relevant adverts and measure how well they work.`,
        ]),
        p(
          'We only use functional, analytics and marketing cookies if you agree to them. The table below lists each cookie, what it does, how long it lasts and who controls the information it collects.',
        ),
      ),
    },
    {
      key: 'your-choices',
      title: 'Your choices',
      body: html(
        p(
          'When you first visit, we ask whether you accept our cookies. Choose Accept All, or Manage Preferences to switch each category on or off, then Save and close.',
        ),
        p(
          'We remember your choices for about five months, in your browser’s local storage, and then ask again. You can change your mind at any time using the Cookies Settings link at the foot of every page.',
        ),
        p(
          'You can also block or delete cookies in your browser settings. If you block strictly necessary cookies, parts of the website, such as getting a quote or paying, may not work.',
        ),
      ),
    },
    {
      key: 'more-information',
      title: 'More information',
      body: p(
        `Our ${a(ROUTES.privacyPolicy, 'privacy policy')} explains how we use personal information and your rights. If you have a question about cookies, email us at ${strong(b.email.support)}.`,
      ),
    },
  ]);
}
