import { describe, expect, it } from 'vitest';
import { carByRegistration } from '../../../scripts/lib/quote-steps.mjs';
import { expectAccessible } from '../support/axe';
import { browserSession } from '../support/browser';
import { boughtPolicyOnMyPolicy } from '../support/my-policy';
import { downloadedPdfText } from '../support/pdf';
import { payWith, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';

const session = browserSession();

const PHONE = { width: 390, height: 844 };
const HOLDER = { email: 'changes.car@example.ie', dateOfBirth: '1994-03-08' };
// The lookup's car for this registration, a 2024 Volkswagen Tiguan (group 27, about €33,000), rates dearer
// than the policy's 2019 Toyota Prius (group 16) and stays under the value the rules refer (€75,000).
const NEW_CAR = { registration: '241-D-28', model: 'Volkswagen Tiguan' };

describe('a policyholder whose change costs more', () => {
  it('changes to a dearer car at 390 px, pays on the hosted page (a declined card changes nothing), and gets a certificate for the new car', async () => {
    const page = await visitor(session, { viewport: PHONE });
    const { policyNumber } = await boughtPolicyOnMyPolicy(page, session, HOLDER);

    await page.getByRole('button', { name: 'I changed my car' }).click();
    const form = page.getByRole('form', { name: 'I changed my car' });
    await carByRegistration(form, NEW_CAR.registration, NEW_CAR.model);
    await form.getByRole('button', { name: 'See the price of the change' }).click();
    const price = page.getByRole('region', { name: 'The price of the change' });
    await price.waitFor();
    const cost = /You pay (€[\d,]+\.\d{2})/.exec(await price.innerText())?.[1];
    if (!cost) throw new Error('The change shows no additional premium');
    expect(await price.getByRole('button', { name: 'Confirm the change' }).count()).toBe(0);
    await expectAccessible(page);

    await toSandbox(page, `Pay ${cost} and make the change`);
    await payWith(page, '4000 0000 0000 0002', 'failed', '/my-policy/payment');
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    expect(await page.getByText(/Your policy has not been changed\./).count()).toBe(1);

    await toSandbox(page, 'Retry payment');
    await payWith(page, '4242 4242 4242 4242', 'success', '/my-policy/payment');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'your policy’s page' }).click();
    await page
      .getByRole('button', { name: 'Download certificate of motor insurance version 1 (replaced)' })
      .waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate of motor insurance', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`certificate-${policyNumber}-v2.pdf`);
    expect(await downloadedPdfText(file)).toContain(`Registration ${NEW_CAR.registration}`);
  });
});
