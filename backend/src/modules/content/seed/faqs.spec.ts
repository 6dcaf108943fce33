import { hardCodedBrandValues, loadBrand } from '#test/harness/brand.fixture';
import { htmlViolations } from '#src/common/html/html-allowlist';
import { FAQ_TOPICS, faqs } from './faqs';

const brand = loadBrand();
const list = faqs(brand);

describe('faqs', () => {
  it('seeds at least 30 questions, each asked once', () => {
    expect(list.length).toBeGreaterThanOrEqual(30);
    const questions = list.map((faq) => faq.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) expect(question).toMatch(/\?$/);
  });

  it('uses every topic, and only the listed topics', () => {
    expect(new Set(list.map((faq) => faq.topic))).toEqual(new Set(FAQ_TOPICS));
  });

  it.each(list.map((faq): [string, string] => [faq.question, faq.answer]))(
    'answers "%s" with allow-listed HTML',
    (_question, answer) => {
      expect(answer.trim()).not.toBe('');
      expect(htmlViolations(answer)).toEqual([]);
    },
  );

  it('gives the phone numbers where a visitor is told to call', () => {
    const text = JSON.stringify(list);
    for (const phone of [brand.phone.dublin, brand.phone.loCall, brand.phone.breakdown])
      expect(text).toContain(phone);
  });

  it('reads every brand value from the brand', () => {
    expect(hardCodedBrandValues(faqs)).toEqual([]);
  });
});
