import type { Brand } from '#src/config/brand.types';

export interface JargonSeed {
  term: string;
  /** Plain text: the jargon buster renders and searches it as text. */
  definition: string;
}

export function jargonTerms(brand: Brand): JargonSeed[] {
  return [
    {
      term: 'Accidental damage',
      definition:
        'Damage to your own car caused by an accident, such as a collision. It is covered by comprehensive policies.',
    },
    {
      term: 'Approved Driving Instructor (ADI)',
      definition:
        'A driving instructor registered with the Road Safety Authority. Only an ADI can give Essential Driver Training lessons or be paid to teach you to drive.',
    },
    {
      term: 'Broker',
      definition: `An insurance intermediary that arranges insurance for you. ${brand.legalName} is a broker regulated by the Central Bank of Ireland.`,
    },
    {
      term: 'Central Bank of Ireland',
      definition:
        'The regulator of financial services firms in Ireland, including insurers and insurance brokers. Its Consumer Protection Code sets out how firms must treat customers.',
    },
    {
      term: 'Certificate of insurance',
      definition:
        'The legal proof that you have the motor insurance the law requires. It shows who may drive, the car covered and the period of cover.',
    },
    {
      term: 'Claim',
      definition: 'A request to your insurer to pay for loss, damage or injury covered by your policy.',
    },
    {
      term: 'Class of use',
      definition:
        'What the car may be used for. Social, domestic and pleasure use covers private journeys; commuting adds travel to and from a permanent place of work; business use covers driving for your job.',
    },
    {
      term: 'Comprehensive cover',
      definition:
        'The highest level of car insurance. It includes third party, fire and theft cover plus damage to your own car, even if the accident was your fault.',
    },
    {
      term: 'Compulsory excess',
      definition:
        'The excess the insurer sets, which you must pay towards a claim. It may be higher for young or learner drivers.',
    },
    {
      term: 'Consumer Protection Code',
      definition:
        'The Central Bank of Ireland’s rules for how regulated firms must deal with consumers, covering things like the information you get, suitability and how complaints are handled.',
    },
    {
      term: 'Cooling-off period',
      definition:
        'A period after you buy a policy during which you can cancel without giving a reason. For car insurance bought online or by phone it is 14 days, and you pay only for the days you were covered.',
    },
    {
      term: 'Driver number',
      definition:
        'The number unique to you on your Irish driving licence or learner permit, in field 4d. Insurers use it to verify your licence details and penalty points.',
    },
    {
      term: 'Driving other cars',
      definition:
        'An extension on some policies that lets the policyholder drive another car with the owner’s permission, usually with third party only cover. Check your certificate of insurance to see whether you have it.',
    },
    {
      term: 'Essential Driver Training (EDT)',
      definition:
        'A course of 12 one-hour lessons with an Approved Driving Instructor that learner drivers must complete if their first car learner permit was issued on or after 4 April 2011.',
    },
    {
      term: 'Eircode',
      definition: 'The seven-character Irish postcode that identifies an individual address.',
    },
    {
      term: 'Excess',
      definition:
        'The amount you pay towards a claim before the insurer pays the rest. Your total excess is the compulsory excess plus any voluntary excess.',
    },
    {
      term: 'Financial Services and Pensions Ombudsman (FSPO)',
      definition:
        'The independent body that deals, free of charge, with complaints against financial services providers, including insurers and brokers, that have not been resolved by the firm.',
    },
    {
      term: 'Government levy',
      definition:
        'A levy the State charges on most non-life insurance premiums, including car insurance, currently 3% of the premium. The insurer collects it and pays it to Revenue; your quote shows it as a separate line.',
    },
    {
      term: 'Hire or reward',
      definition:
        'Carrying passengers or goods for payment, for example taxi work, ride-sharing or paid deliveries. Private car policies do not cover it.',
    },
    {
      term: 'Indemnity',
      definition:
        'The principle that insurance puts you back in the financial position you were in just before the loss, no better and no worse.',
    },
    {
      term: 'Injuries Resolution Board',
      definition:
        'The State body, formerly the Personal Injuries Assessment Board (PIAB), that assesses most personal injury claims in Ireland before they can go to court.',
    },
    {
      term: 'Insurance Compensation Fund',
      definition:
        'A fund that can pay claims under non-life policies if an Irish insurer goes into liquidation. Insurers contribute a small percentage of premiums to it.',
    },
    {
      term: 'Insurance disc',
      definition:
        'The disc issued with your certificate of insurance. The law requires you to display it on your windscreen.',
    },
    {
      term: 'Insurance Ireland',
      definition:
        'The representative body for insurers in Ireland. It runs industry services such as databases that help insurers detect fraud.',
    },
    {
      term: 'Learner permit',
      definition:
        'The permit that allows you to learn to drive on public roads. Car learner permit holders must display L plates, be accompanied by a qualified driver and stay off motorways.',
    },
    {
      term: 'L plates',
      definition:
        'The red L on a white background that learner drivers must display to the front and rear of the car.',
    },
    {
      term: 'Market value',
      definition:
        'What it would cost to buy a car of the same make, model, age, mileage and condition just before the loss. It is usually the most an insurer pays if your car is written off.',
    },
    {
      term: 'Motor Insurers’ Bureau of Ireland (MIBI)',
      definition:
        'The body, funded by motor insurers, that compensates victims of accidents caused by uninsured or untraced vehicles.',
    },
    {
      term: 'Named driver',
      definition:
        'A person other than the policyholder who is listed on the policy and insured to drive the car. Only drivers named on the certificate of insurance may drive, unless you have open driving.',
    },
    {
      term: 'National Car Test (NCT)',
      definition:
        'The compulsory roadworthiness test for cars four years old or more, carried out on behalf of the Road Safety Authority.',
    },
    {
      term: 'National Driver Licence Service (NDLS)',
      definition:
        'The service that issues learner permits and driving licences in Ireland on behalf of the Road Safety Authority.',
    },
    {
      term: 'No claims bonus (NCB)',
      definition:
        'A discount on your premium for each consecutive year you have been insured without making a claim. Also called a no claims discount (NCD).',
    },
    {
      term: 'Novice driver and N plates',
      definition:
        'For two years after getting your first full licence you are a novice driver and must display N plates. Learner and novice drivers are disqualified at 7 penalty points rather than 12.',
    },
    {
      term: 'Open driving',
      definition:
        'Cover that lets anyone with the policyholder’s permission drive the car, subject to conditions such as age and licence type. It is usually more expensive than naming drivers.',
    },
    {
      term: 'Penalty points',
      definition:
        'Points added to your driving record for certain motoring offences, such as speeding. They stay on your record for three years, and 12 points within three years means disqualification.',
    },
    {
      term: 'Policy booklet',
      definition: `The document setting out the full terms, conditions and exclusions of your cover, issued by the insurer, ${brand.underwriter}.`,
    },
    {
      term: 'Policy schedule',
      definition:
        'The document that personalises your policy: the policyholder, the car, the drivers, your level of cover, your excesses and your premium.',
    },
    {
      term: 'Policyholder',
      definition: 'The person who takes out the policy and whose name it is in. Also called the proposer.',
    },
    {
      term: 'Premium',
      definition: 'The price you pay for your insurance, usually for a year of cover.',
    },
    {
      term: 'Premium finance',
      definition:
        'A credit agreement that lets you pay your premium in monthly instalments, usually by Direct Debit. Interest is charged, so it costs more than paying in full.',
    },
    {
      term: 'Protected no claims bonus',
      definition:
        'An optional extra that stops a set number of claims from reducing your no claims bonus. It does not stop your premium from going up after a claim.',
    },
    {
      term: 'Road Safety Authority (RSA)',
      definition:
        'The State body responsible for road safety in Ireland, including the driver theory test, driving tests, learner rules and the NCT.',
    },
    {
      term: 'Single agency',
      definition: `An arrangement where a broker offers a product from one insurer only. ${brand.underwritingScheme}`,
    },
    {
      term: 'Statement of fact',
      definition:
        'A summary of the information you gave when you bought your policy. Check it carefully and tell us if anything is wrong or changes.',
    },
    {
      term: 'Third party',
      definition:
        'Anyone other than you and your insurer, such as another driver, a passenger or a pedestrian, who is affected by an accident.',
    },
    {
      term: 'Third party only',
      definition:
        'The minimum cover the law requires. It covers injury to other people and damage to their property, but not damage to your own car.',
    },
    {
      term: 'Third party, fire and theft (TPFT)',
      definition: 'Third party only cover plus cover for your own car if it is stolen or damaged by fire.',
    },
    {
      term: 'Underwriter',
      definition: `The insurer that provides the cover, assesses the risk and pays claims. For ${brand.name} this is ${brand.underwriter}.`,
    },
    {
      term: 'Voluntary excess',
      definition:
        'An extra excess you choose to pay on top of the compulsory excess in return for a lower premium. Only choose an amount you could afford if you claimed.',
    },
    {
      term: 'Windscreen cover',
      definition:
        'Cover for repairing or replacing broken glass in your windscreen and windows. A windscreen claim often does not affect your no claims bonus; check your policy schedule.',
    },
    {
      term: 'Write-off',
      definition:
        'When a car is so badly damaged that repairing it would cost more than it is worth, or it is unsafe to repair, the insurer treats it as a total loss and usually pays its market value, less your excess.',
    },
  ];
}
