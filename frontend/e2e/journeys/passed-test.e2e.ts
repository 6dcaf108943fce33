import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { browserSession } from '../support/browser';
import { answerDialog } from '../support/dialogs';
import { boughtPolicyOnMyPolicy } from '../support/my-policy';
import { downloadedPdfText } from '../support/pdf';
import { payWith, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';

const session = browserSession();

const PHONE = { width: 390, height: 844 };
const LEARNER = { email: 'learner.passed@example.ie', dateOfBirth: '1994-03-08' };

describe('a learner who passes the driving test', () => {
  it('reports it on /my-policy at 390 px, sees the price with its levy, confirms, and gets a certificate with a full licence; a named driver the rules refer goes to our team, who price it, and it is paid on the hosted page', async () => {
    const page = await visitor(session, { viewport: PHONE });
    const { quoteId, policyNumber } = await boughtPolicyOnMyPolicy(page, session, LEARNER, { learner: true });

    await page.getByRole('button', { name: 'I passed my driving test' }).click();
    const form = page.getByRole('form', { name: 'I passed my driving test' });
    await form.getByRole('button', { name: 'See the price of the change' }).click();
    await form.getByText('Please enter your driver number').waitFor();
    await form.getByLabel('Date of the test').fill(new Date().toISOString().slice(0, 10));
    await form.getByLabel(/Driver number/).fill('111 222 333');
    await form.getByRole('button', { name: 'See the price of the change' }).click();

    const price = page.getByRole('region', { name: 'The price of the change' });
    await price.waitFor();
    expect(await price.innerText()).toMatch(/Government levy \(3%\)\s+−€[\d,]+\.\d{2}/);
    expect(await price.innerText()).toMatch(/We refund you €[\d,]+\.\d{2}/);
    await expectAccessible(page);
    await price.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your policy has been changed' }).waitFor();

    await page
      .getByRole('button', { name: 'Download certificate of motor insurance version 1 (replaced)' })
      .waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate of motor insurance', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`certificate-${policyNumber}-v2.pdf`);
    expect(await downloadedPdfText(file)).toContain("Policyholder's licence Full Irish licence");

    // A named driver the rules refer (a conviction for dangerous driving) goes to our team, unpriced.
    await page.getByRole('button', { name: 'Add a named driver' }).click();
    const driver = page.getByRole('form', { name: 'Add a named driver' });
    const answer = (question: RegExp, choice: string) =>
      driver.getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
    await driver.getByLabel('First name').fill('Dara');
    await driver.getByLabel('Last name').fill('Byrne');
    await driver.getByLabel('Date of birth', { exact: true }).fill('1980-04-02');
    await driver.getByLabel('Relationship to you').selectOption({ label: 'Spouse or partner' });
    await answer(/What licence does Dara hold/, 'Full Irish licence');
    await driver.getByLabel('How many full years has Dara held it?').fill('20');
    await driver.getByLabel(/Driver number/).fill('987654321');
    await driver.getByLabel('How many penalty points does Dara have?').fill('0');
    await answer(/Has Dara been convicted/, 'Yes');
    await driver.getByLabel('Offence').selectOption({ label: 'Dangerous driving' });
    await driver.getByLabel('Date of conviction').fill('2025-03-01');
    await answer(/Has Dara had any claims/, 'No');
    await expectAccessible(page);
    await driver.getByRole('button', { name: 'See the price of the change' }).click();
    const review = page.getByRole('region', { name: 'We will review this change' });
    await review.waitFor();
    expect(await review.innerText()).toContain('Our team needs to review this change');
    expect(await review.getByRole('button', { name: 'Confirm the change' }).count()).toBe(0);

    // Our team prices it by hand; the policyholder then sees it on /my-policy and pays for it.
    const staff = await visitor(session);
    await signIn(staff);
    await staff.goto(`/admin/quotes/${quoteId}`);
    const approve = staff.getByRole('form', { name: 'Approve: A new named driver: Dara Byrne' });
    await approve.getByLabel(/Premium for the days left/).fill('45');
    await approve.getByRole('button', { name: 'Approve with this price' }).click();
    await answerDialog(staff, 'Approve the change at this price?', undefined, 'Yes, approve it');
    await answerDialog(staff, 'Approved');
    await staff.close();

    await page.reload();
    await page.getByRole('heading', { name: 'Changes priced by our team' }).waitFor();
    // €45.00 and its 3% levy.
    await toSandbox(page, 'Pay €46.35 and make the change');
    await payWith(page, '4242 4242 4242 4242', 'success', '/my-policy/payment');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
  });
});
