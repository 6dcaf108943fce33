import { ANSWERS, OPTIONS } from '../quoteFixtures';
import { summarySections } from './summarySections';

describe('summary sections', () => {
  const sections = summarySections(ANSWERS, OPTIONS);
  const rows = (step: number) =>
    Object.fromEntries(sections[step - 1].rows.map((row) => [row.label, row.value]));

  it('are the six steps in order', () => {
    expect(sections.map((section) => [section.step, section.title])).toEqual([
      [1, 'Your details'],
      [2, 'Your car'],
      [3, 'Your driving history'],
      [4, 'Your claims'],
      [5, 'Other drivers'],
      [6, 'Your cover'],
    ]);
  });

  it('say each answer in the options’ words', () => {
    expect(rows(1)).toMatchObject({
      Name: 'Ms Aoife Byrne',
      'Date of birth': '8 March 1994',
      Mobile: '087 123 4567',
      Address: '12 Main Street, Naas, Co. Kildare, W91 0DPR',
      'Marital status': 'Single',
      Occupation: 'Nurse',
      "Employer's business": 'Health Service',
    });
    expect(rows(2)).toMatchObject({
      Car: 'Toyota Prius 1.8 Hybrid (2019)',
      Value: '€11,500',
      Modifications: 'Appearance',
      'Kept overnight': 'Kept on a driveway overnight',
      'Yearly mileage': '12,000 km',
    });
    expect(rows(3)).toMatchObject({
      Licence: 'Full Irish licence, held 10 years',
      'No-claims bonus': '5 years',
      Convictions: 'None',
      'Previous insurance': 'Liffey Insurance, ended 30 April 2026',
    });
    expect(rows(4)).toEqual({ 'Claim 1': '14 May 2024, accident, not at fault, €1,200' });
    expect(rows(5)['Driver 1']).toBe(
      'Mary Byrne, parent, Full Irish licence, held 30 years, 2 penalty points, claims: None, convictions: Speeding (10 January 2023)',
    );
    expect(rows(6)).toEqual({
      Cover: 'Comprehensive',
      'Voluntary excess': '€250',
      Extras: 'Breakdown assistance',
      'Start date': '1 December 2026',
    });
  });

  it('say a learner’s permit expiry and booked test', () => {
    const learner = summarySections(
      {
        ...ANSWERS,
        your_driving_history: {
          ...ANSWERS.your_driving_history,
          licenceType: 'learner_permit',
          permitExpiryDate: '2027-09-30',
          testDate: '2027-03-02',
        },
      },
      OPTIONS,
    );
    expect(learner[2].rows).toEqual(
      expect.arrayContaining([
        { label: 'Learner permit expires', value: '30 September 2027' },
        { label: 'Driving test booked', value: '2 March 2027' },
      ]),
    );
    expect(rows(3)).not.toHaveProperty('Learner permit expires');
  });

  it('say None for empty lists, and list nothing for pages not answered', () => {
    const partial = summarySections(
      { your_details: ANSWERS.your_details, claims: { claims: [] }, additional_drivers: { drivers: [] } },
      OPTIONS,
    );
    expect(partial[3].rows).toEqual([{ label: 'Claims', value: 'None' }]);
    expect(partial[4].rows).toEqual([{ label: 'Other drivers', value: 'None' }]);
    expect(partial[5].rows).toEqual([]);
  });
});
