/// <reference lib="dom" />
// How a driver answers the quote journey in Chromium, and how the page is watched while she does:
// shared by the browser journeys (frontend/e2e/journeys/quote.e2e.ts) and the quote step budgets
// (scripts/bench/pages.mjs). Each step function answers its step and leaves it to the caller to move on.

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {{ firstName: string, lastName: string, dateOfBirth: string, email: string }} Driver */
/** @typedef {{ licence: string | RegExp, years: string, points: string, ncb: string, previousInsurer?: string }} History */
/** @typedef {{ firstName: string, relationship: string, licence: string, years: string }} OtherDriver */

export const ADDRESS = '12 Main Street, Naas, Co. Kildare, W91 0DPR';

// ---- dates, as the form's date boxes take them

/** @param {Date} date */
const isoDay = (date) => date.toISOString().slice(0, 10);

/** @param {number} years @param {number} [extraDays] */
export function yearsAgo(years, extraDays = 30) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return isoDay(date);
}

/** @param {number} days */
export const daysAhead = (days) => isoDay(new Date(Date.now() + days * 86_400_000));

/** @param {string} firstName @param {string} lastName @param {number} age @returns {Driver} */
export const driver = (firstName, lastName, age) => ({
  firstName,
  lastName,
  dateOfBirth: yearsAgo(age),
  email: `${firstName}.${lastName}@example.ie`.toLowerCase(),
});

// ---- watching the page

/** @typedef {Window & { __cls: number, __shifts: string[], __journey?: boolean }} WatchedWindow */

/**
 * Layout shifts not caused by the driver's own input, as Core Web Vitals count them (largest session
 * window), from every page load of the context on.
 * @param {Page} page
 */
export async function watchLayoutShifts(page) {
  await page.context().addInitScript(() => {
    const w = /** @type {WatchedWindow} */ (/** @type {unknown} */ (globalThis));
    w.__cls = 0;
    w.__shifts = [];
    let windowValue = 0;
    let first = 0;
    let last = 0;
    /** @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node?: Node }[] }} Shift */
    new PerformanceObserver((list) => {
      for (const entry of /** @type {Shift[]} */ (list.getEntries())) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map(({ node }) =>
          node instanceof globalThis.Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
        );
        w.__shifts.push(
          `${w.location.pathname}${w.location.search} ${entry.value.toFixed(3)} ${nodes.join(' | ')}`,
        );
        if (windowValue > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
          windowValue += entry.value;
        } else {
          windowValue = entry.value;
          first = entry.startTime;
        }
        last = entry.startTime;
        w.__cls = Math.max(w.__cls, windowValue);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Starts counting afresh, e.g. once the first page load has settled or as a step begins. @param {Page} page */
export const resetLayoutShifts = (page) =>
  page.evaluate(() => {
    const w = /** @type {WatchedWindow} */ (/** @type {unknown} */ (globalThis));
    w.__cls = 0;
    w.__shifts = [];
  });

/** @param {Page} page @returns {Promise<{ cls: number, shifts: string[] }>} */
export const layoutShifts = (page) =>
  page.evaluate(() => {
    const w = /** @type {WatchedWindow} */ (/** @type {unknown} */ (globalThis));
    return { cls: w.__cls, shifts: w.__shifts };
  });

/** Marks the page so a full reload would show: moving between steps must never reload it. @param {Page} page */
export async function markPage(page) {
  await page.evaluate(() => {
    /** @type {WatchedWindow} */ (/** @type {unknown} */ (globalThis)).__journey = true;
  });
}

/** @param {Page} page */
export const samePage = (page) =>
  page.evaluate(() => /** @type {WatchedWindow} */ (/** @type {unknown} */ (globalThis)).__journey === true);

// ---- answering the steps

/** @param {Page | Locator} scope @param {string | RegExp} legend */
export const group = (scope, legend) => scope.getByRole('group', { name: legend });

/** @param {Page | Locator} scope @param {string | RegExp} legend @param {string | RegExp} choice */
export async function answer(scope, legend, choice) {
  await group(scope, legend).getByRole('radio', { name: choice }).check();
}

/** @param {Page} page @param {string} title */
export async function stepHeading(page, title) {
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

/** @param {Page} page */
export async function next(page) {
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Accepts the assumptions (opening them unless the page is there) and marks the page at the first step. @param {Page} page */
export async function startQuote(page) {
  if (!page.url().endsWith('/assumptions')) await page.goto('/assumptions');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL('**/get-a-quote');
  await stepHeading(page, 'Your details');
  await markPage(page);
}

/** @param {Page} page @param {Driver} driver */
export async function yourDetails(page, driver) {
  await stepHeading(page, 'Your details');
  await page.getByLabel('Title (optional)', { exact: true }).selectOption('Ms');
  await page.getByLabel('First name', { exact: true }).fill(driver.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(driver.lastName);
  await page.getByLabel('Date of birth', { exact: true }).fill(driver.dateOfBirth);
  await page.getByLabel('Email address', { exact: true }).fill(driver.email);
  await page.getByLabel('Mobile number', { exact: true }).fill('087 123 4567');
  await page.getByRole('combobox', { name: 'Home address' }).fill('12 Main Street Naas');
  await page.getByRole('option', { name: ADDRESS }).click();
  await page.getByText('Eircode area W91').waitFor();
  await page.getByLabel('Marital status', { exact: true }).selectOption('single');
  await page.getByLabel('Employment status', { exact: true }).selectOption('employed');
  await page.getByRole('combobox', { name: 'Occupation' }).fill('nurs');
  await page.getByRole('option', { name: 'Nurse', exact: true }).click();
}

/**
 * Finds a car by its registration, waits for the lookup to show `model`, confirms it and answers the
 * questions about it: the quote's car questions, also asked by /my-policy's change of car.
 * @param {Page | Locator} scope @param {string} registration @param {string} model
 */
export async function carByRegistration(scope, registration, model) {
  await scope.getByLabel('Registration number', { exact: true }).fill(registration);
  await scope.getByRole('button', { name: 'Find my car' }).click();
  await scope.getByRole('heading', { name: 'Is this your car?' }).waitFor();
  await scope.locator('.vehicle-card').filter({ hasText: model }).waitFor();
  await scope.getByRole('button', { name: 'Yes, this is my car' }).click();
  await answer(scope, /add power or speed/, 'No');
  await answer(scope, /how it looks/, 'No');
  await answer(scope, 'Where is the car kept overnight?', 'Kept on a driveway overnight');
  await answer(scope, 'What will the car be used for?', 'Social use and commuting');
  await scope.getByLabel('How many kilometres will you drive in a year?', { exact: true }).fill('12000');
}

/** Finds the demo Toyota Prius by its registration and confirms it. @param {Page} page */
export async function yourCar(page) {
  await stepHeading(page, 'Your car');
  await carByRegistration(page, '191-D-12345', 'Toyota Prius');
}

/** @param {Page} page @param {History} history */
export async function drivingHistory(page, history) {
  await stepHeading(page, 'Your driving history');
  await answer(page, 'What licence do you hold?', history.licence);
  await page.getByLabel('How many full years have you held it?', { exact: true }).fill(history.years);
  await page.getByLabel('Driver number', { exact: true }).fill('123 456 789');
  if (history.licence === 'Learner permit') {
    await page.getByLabel('When does your learner permit expire?', { exact: true }).fill(daysAhead(200));
    await page.getByLabel('Date of your driving test (optional)', { exact: true }).fill(daysAhead(30));
  }
  await page.getByLabel('How many penalty points do you have?', { exact: true }).fill(history.points);
  await answer(page, /convicted of a motoring offence/, 'No');
  await page.getByLabel("How many years' no-claims bonus do you have?", { exact: true }).fill(history.ncb);
  if (history.previousInsurer) {
    await answer(page, /car insurance of your own/, 'Yes');
    const policy = group(page, 'Policy 1');
    await policy.getByLabel('Insurer', { exact: true }).fill(history.previousInsurer);
    await policy.getByLabel(/When did \(or will\) that cover end/).fill(daysAhead(5));
    await answer(policy, 'Were you the policyholder?', 'Yes');
  } else {
    await answer(page, /car insurance of your own/, 'No');
  }
}

/** @param {Page} page @param {{ yearsAgo: number }} [claim] */
export async function claims(page, claim) {
  await stepHeading(page, 'Your claims');
  if (!claim) {
    await answer(page, /any claims or accidents/, 'No');
    return;
  }
  await answer(page, /any claims or accidents/, 'Yes');
  const entry = group(page, 'Claim 1');
  await entry.getByLabel('Date of the claim or accident', { exact: true }).fill(yearsAgo(claim.yearsAgo));
  await entry.getByLabel('What happened? (optional)', { exact: true }).selectOption('accident');
  await answer(entry, 'Was the driver at fault?', 'No');
  await entry.getByLabel(/What did it cost/).fill('1200');
}

/** Names one more driver on the Other drivers step. @param {Page} page @param {OtherDriver} driver */
export async function addDriver(page, driver) {
  await answer(page, 'Will anyone else drive the car?', 'Yes');
  const entry = group(page, 'Driver 1');
  await entry.getByLabel('First name', { exact: true }).fill(driver.firstName);
  await entry.getByLabel('Last name', { exact: true }).fill('Byrne');
  await entry.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(52));
  await entry.getByLabel('Relationship to you', { exact: true }).selectOption(driver.relationship);
  await answer(entry, `What licence does ${driver.firstName} hold?`, driver.licence);
  await entry
    .getByLabel(`How many full years has ${driver.firstName} held it?`, { exact: true })
    .fill(driver.years);
  await entry.getByLabel('Driver number', { exact: true }).fill('987654321');
  await entry.getByLabel(`How many penalty points does ${driver.firstName} have?`, { exact: true }).fill('0');
  await answer(entry, new RegExp(`Has ${driver.firstName} been convicted`), 'No');
  await answer(entry, new RegExp(`Has ${driver.firstName} had any claims`), 'No');
}

/** @param {Page} page @param {OtherDriver} [other] */
export async function otherDrivers(page, other) {
  await stepHeading(page, 'Other drivers');
  if (other) await addDriver(page, other);
  else await answer(page, 'Will anyone else drive the car?', 'No');
}

/** @param {Page} page */
export async function cover(page) {
  await stepHeading(page, 'Your cover');
  await answer(page, 'What cover would you like?', 'Comprehensive');
  await page.getByLabel('Voluntary excess', { exact: true }).selectOption({ label: '€250' });
  await page.getByRole('checkbox', { name: /Breakdown assistance/ }).check();
  await page.getByLabel('When should your cover start?', { exact: true }).fill(daysAhead(7));
}

/** The last step's button: prices the quote and opens the summary. @param {Page} page */
export async function getMyPrice(page) {
  await page.getByRole('button', { name: 'Get my price' }).click();
  await page.waitForURL('**/get-a-quote/summary?quote=*');
}
