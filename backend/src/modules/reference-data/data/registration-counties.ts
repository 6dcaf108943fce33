/**
 * County identifiers used on Irish registration plates since 1987.
 * On 1 January 2014 Limerick, Tipperary and Waterford merged their city and county (or North and
 * South) authorities: LK, TN, TS and WD stopped, T started, and L and W (until then the city codes)
 * came to cover the whole county.
 */
export interface RegistrationCounty {
  code: string;
  county: string;
  /** First registration year the code was issued. */
  from: number;
  /** Last registration year the code was issued; absent while still in use. */
  until?: number;
  /** What a driver should use instead outside the code's years. */
  hint?: string;
}

const FIRST_YEAR = 1987;
const LAST_SPLIT_YEAR = 2013;
const MERGED_FROM = 2014;

const current = (code: string, county: string): RegistrationCounty => ({ code, county, from: FIRST_YEAR });

export const REGISTRATION_COUNTIES: readonly RegistrationCounty[] = [
  current('C', 'Cork'),
  current('CE', 'Clare'),
  current('CN', 'Cavan'),
  current('CW', 'Carlow'),
  current('D', 'Dublin'),
  current('DL', 'Donegal'),
  current('G', 'Galway'),
  current('KE', 'Kildare'),
  current('KK', 'Kilkenny'),
  current('KY', 'Kerry'),
  current('L', 'Limerick'),
  current('LD', 'Longford'),
  current('LH', 'Louth'),
  current('LM', 'Leitrim'),
  current('LS', 'Laois'),
  current('MH', 'Meath'),
  current('MN', 'Monaghan'),
  current('MO', 'Mayo'),
  current('OY', 'Offaly'),
  current('RN', 'Roscommon'),
  current('SO', 'Sligo'),
  current('W', 'Waterford'),
  current('WH', 'Westmeath'),
  current('WX', 'Wexford'),
  current('WW', 'Wicklow'),
  {
    code: 'T',
    county: 'Tipperary',
    from: MERGED_FROM,
    hint: 'Tipperary registrations before 2014 use TN (North) or TS (South)',
  },
  {
    code: 'LK',
    county: 'Limerick',
    from: FIRST_YEAR,
    until: LAST_SPLIT_YEAR,
    hint: 'LK was replaced by L in 2014',
  },
  {
    code: 'TN',
    county: 'Tipperary',
    from: FIRST_YEAR,
    until: LAST_SPLIT_YEAR,
    hint: 'TN was replaced by T in 2014',
  },
  {
    code: 'TS',
    county: 'Tipperary',
    from: FIRST_YEAR,
    until: LAST_SPLIT_YEAR,
    hint: 'TS was replaced by T in 2014',
  },
  {
    code: 'WD',
    county: 'Waterford',
    from: FIRST_YEAR,
    until: LAST_SPLIT_YEAR,
    hint: 'WD was replaced by W in 2014',
  },
];
