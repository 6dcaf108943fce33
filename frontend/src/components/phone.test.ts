import { brand } from '../brand';
import { linkPhoneNumbers, nationalPhone, telHref } from './phone';

const { dublin, loCall } = brand.phone;

describe('phone numbers', () => {
  it('makes a tel: link of a number as displayed', () => {
    expect(telHref('01 555 0142')).toBe('tel:015550142');
  });

  it("links the brand's numbers in CMS text, but not inside a link or a tag", () => {
    expect(linkPhoneNumbers(`<p>Call <strong>${dublin}</strong> or lo-call ${loCall}.</p>`)).toBe(
      `<p>Call <strong><a href="${telHref(dublin)}">${dublin}</a></strong> or lo-call <a href="${telHref(loCall)}">${loCall}</a>.</p>`,
    );
    const linked = `<a href="${telHref(dublin)}">${dublin}</a>`;
    expect(linkPhoneNumbers(linked)).toBe(linked);
  });
});

describe('nationalPhone', () => {
  it('writes an Irish number as typed at home, and leaves any other as it is', () => {
    expect(nationalPhone('+353861239876')).toBe('086 123 9876');
    expect(nationalPhone('+35315550142')).toBe('015550142');
    expect(nationalPhone('+447700900123')).toBe('+447700900123');
  });
});
