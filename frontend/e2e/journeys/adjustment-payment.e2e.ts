import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { browserSession } from '../support/browser';
import { signInToMyPolicy } from '../support/my-policy';
import { payWith, pricedQuote, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';

const session = browserSession();

const PHONE = { width: 390, height: 844 };
const HOLDER = { email: 'moves.to.dublin@example.ie', dateOfBirth: '1994-03-08' };
const POLICY_NUMBER = /IVY-P-[2-9A-HJKMNP-TV-Z]{8}/;

describe('a policyholder whose change costs more', () => {
  it('sees what it costs at 390 px, pays it on the hosted page (a declined card changes nothing), and gets new documents', async () => {
    const page = await visitor(session, { viewport: PHONE });
    const quoteId = await pricedQuote(page, 'annual', HOLDER.email);
    await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
    await toSandbox(page);
    await payWith(page, '4242 4242 4242 4242', 'success');
    const policyNumber = POLICY_NUMBER.exec(await page.locator('.payment-reference').innerText())?.[0];
    if (!policyNumber) throw new Error('No policy number on the success screen');
    await page.goto('/my-policy');
    await signInToMyPolicy(page, session, { ...HOLDER, policyNumber });

    // From Naas (commuter belt) to Dublin 2 (Dublin city), rated dearer.
    await page.getByRole('button', { name: 'I moved house' }).click();
    const form = page.getByRole('form', { name: 'I moved house' });
    await form.getByRole('combobox', { name: 'New home address' }).fill('12 Main Street Dublin 2');
    await form.getByRole('option').first().click();
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
  });
});
