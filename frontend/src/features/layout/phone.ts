/** A tel: link for a phone number as displayed ('01 555 0142' -> 'tel:015550142'). */
export const telHref = (displayed: string) => `tel:${displayed.replace(/[^\d+]/g, '')}`;
