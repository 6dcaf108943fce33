import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { browserSession } from '../support/browser';
import { visitor } from '../support/visitors';

const session = browserSession();

async function metas(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    metaTitle: document.querySelector('meta[name="title"]')?.getAttribute('content'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  }));
}

describe('site shell', () => {
  it('home renders the top bar, the menu and the footer', async () => {
    const page = await visitor(session);
    await page.goto('/');
    const header = page.locator('header');
    await header.getByText('Call Us On').waitFor();
    expect(await header.getByRole('link', { name: 'Get A Quote' }).getAttribute('href')).toBe('/get-a-quote');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Why Ivy',
      'Learner Drivers',
      'Renew Your Policy',
      'Help & Contact',
      'Blog',
      'About',
    ]) {
      expect(await menu.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    const footer = page.locator('footer');
    const text = await footer.innerText();
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain('Central Bank of Ireland');
    expect(await footer.getByRole('button', { name: 'Cookies Settings' }).isVisible()).toBe(true);
  });

  it('menu navigation changes the document title and metas without reloading', async () => {
    const page = await visitor(session);
    await page.goto('/');
    const home = await metas(page);
    expect(home.title).toContain("Women's car insurance");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Help & Contact' }).hover();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/help-contact/faq');
    await page.waitForFunction((before: string) => document.title !== before, home.title);

    const faq = await metas(page);
    expect(faq.title).toMatch(/FAQ/i);
    expect(faq.metaTitle).toBe(faq.title);
    expect(faq.description).not.toBe(home.description);
    expect(faq.description).not.toBe('');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  it('an unknown path lands on the home page, which says so; the server answers it 404', async () => {
    const page = await visitor(session);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.waitForURL((url: URL) => url.pathname === '/');
    await page.getByRole('alert').filter({ hasText: 'We could not find that page' }).waitFor();
    await page.waitForFunction(() => document.title.includes("Women's car insurance"));
    expect((await metas(page)).description).not.toBe('');
  });

  it('at 1025 px the menu is mobile: dropdowns open by click, not hover', async () => {
    const page = await visitor(session, { viewport: { width: 1025, height: 800 } });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Menu' }).click();
    const help = menu.getByRole('button', { name: 'Help & Contact' });
    await help.hover();
    expect(await help.getAttribute('aria-expanded')).toBe('false');
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Jargon Buster' }).isVisible()).toBe(true);
  });

  it('at 1026 px the menu is desktop: dropdowns open on hover', async () => {
    const page = await visitor(session, { viewport: { width: 1026, height: 800 } });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const about = menu.getByRole('button', { name: 'About' });
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    await about.hover();
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Careers' }).isVisible()).toBe(true);
  });

  it('the menu switches layout when the window is resized', async () => {
    const page = await visitor(session, { viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    expect(await menuButton.isVisible()).toBe(false);
    await page.setViewportSize({ width: 800, height: 800 });
    await menuButton.waitFor({ state: 'visible' });
  });

  it('the accessibility check finds a fault put on a page (so a clean sweep means something)', async () => {
    const page = await visitor(session);
    await page.goto('/');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.ico';
      const link = document.createElement('a');
      link.href = '/';
      link.append(image);
      document.querySelector('main')?.append(link);
      document.querySelector('footer')?.setAttribute('style', 'color: #eee; background: #fff');
    });
    const found = await axeViolations(page);
    expect(found.some((v) => v.startsWith('image-alt') || v.startsWith('link-name'))).toBe(true);
    expect(found.some((v) => v.startsWith('color-contrast'))).toBe(true);
  });
});
