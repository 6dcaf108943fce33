import type { Brand } from '#src/config/brand.types';
import { strong } from './html';
import type { Contact } from './types';

/** Dialable form of an Irish number as printed in brand.json ("01 555 0142" → "tel:015550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "01 … or lo-call 0818 …", bolded, for bodies; takes an htmlSafe brand. */
export function callUs(safeBrand: Brand): string {
  return `${strong(safeBrand.phone.dublin)} or lo-call ${strong(safeBrand.phone.loCall)}`;
}

/** The ways to reach the office, as structured items the site can render as tap-to-call links. */
export function officeContacts(brand: Brand): Contact[] {
  return [
    { kind: 'contact', label: 'Phone', value: brand.phone.dublin, href: telHref(brand.phone.dublin) },
    { kind: 'contact', label: 'Lo-call', value: brand.phone.loCall, href: telHref(brand.phone.loCall) },
    { kind: 'contact', label: 'Email', value: brand.email.support, href: `mailto:${brand.email.support}` },
    { kind: 'contact', label: 'Opening hours', value: brand.openingHours },
  ];
}

export function breakdownContact(brand: Brand): Contact {
  return {
    kind: 'contact',
    label: '24-hour breakdown helpline',
    value: brand.phone.breakdown,
    href: telHref(brand.phone.breakdown),
  };
}
