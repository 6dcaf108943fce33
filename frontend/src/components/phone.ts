import { brand } from '../brand';

/** A tel: link for a phone number as displayed ('01 555 0142' -> 'tel:015550142'). */
export const telHref = (displayed: string) => `tel:${displayed.replace(/[^\d+]/g, '')}`;

/**
 * An Irish number as people write it at home: '+353861239876' -> '086 123 9876' (the server keeps
 * numbers in international form). Anything else is shown as it is.
 */
export function nationalPhone(phone: string): string {
  if (!/^\+353\d{8,10}$/.test(phone)) return phone;
  const national = `0${phone.slice(4)}`;
  if (/^08\d{8}$/.test(national))
    return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return national;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The brand's numbers, longest first, each outside a tag and not already inside a link.
const PHONES = Object.values(brand.phone).sort((a, b) => b.length - a.length);
const PHONE_IN_TEXT = new RegExp(`(${PHONES.map(escapeRegExp).join('|')})(?![^<]*>)(?![^<]*</a>)`, 'g');

/**
 * CMS text with the brand's phone numbers made tap-to-call links. The CMS allow-list keeps hrefs to
 * https and site paths, so the text carries the numbers plain; the site links them wherever they appear.
 */
export function linkPhoneNumbers(html: string): string {
  return html.replace(PHONE_IN_TEXT, (phone) => `<a href="${telHref(phone)}">${phone}</a>`);
}
