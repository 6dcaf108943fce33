import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '#src/common/validation/validation';
import { loadBrand } from '#test/harness/brand.fixture';
import { cmsSections } from '../seed';
import { UpdateCmsSectionDto } from './cms.dto';

async function problemsOf(body: object) {
  const errors = await validate(plainToInstance(UpdateCmsSectionDto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return flattenValidationErrors(errors);
}

describe('UpdateCmsSectionDto', () => {
  it('takes every seeded section as it is, so staff can save one without changing it', async () => {
    for (const { page, key, title, body, items } of cmsSections(loadBrand())) {
      const problems = await problemsOf({ version: 1, title, body, items: items ?? [] });
      expect([`${page}/${key}`, problems]).toEqual([`${page}/${key}`, {}]);
    }
  });

  it('checks each item by its kind', async () => {
    const problems = await problemsOf({
      version: 1,
      title: 'Team',
      items: [
        { kind: 'team', header: 'Claims', image: 'https://evil.example/a.png', imageAlt: '', content: 'c' },
        { kind: 'feature', title: 'Fast', text: 'Quick', icon: 'clock' },
      ],
    });
    expect(problems).toEqual({
      'items.0.image': ['Must start with one of: / (no spaces or quotes)'],
      'items.0.imageAlt': ['Required'],
      'items.0.buttonText': ['Required'],
      'items.0.buttonUrl': ['Required'],
    });
  });
});
