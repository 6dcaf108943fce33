import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { findRouteMeta } from '../../app/routeMeta';
import { brand } from '../../brand';
import { OPEN_COOKIE_MANAGER_EVENT } from '../consent/cookieManagerEvents';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('shows the copyright with the current year and the company details', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Ivy Insurance Brokers Limited`);
    expect(footer).toHaveTextContent('registered in Ireland, company number 654321');
    expect(footer).toHaveTextContent(brand.regulatorStatement);
    expect(footer).toHaveTextContent(brand.strapline);
    expect(footer).toHaveTextContent(brand.openingHours);
    expect(screen.getByRole('img', { name: 'Member of Brokers Ireland' })).toHaveAttribute(
      'src',
      '/images/brokers-ireland.svg',
    );
  });

  it('links phone numbers, support email, social profiles, sister sites and documents', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: '01 555 0142' })).toHaveAttribute('href', 'tel:015550142');
    expect(screen.getByRole('link', { name: '0818 555 142' })).toHaveAttribute('href', 'tel:0818555142');
    expect(screen.getByRole('link', { name: brand.email.support })).toHaveAttribute(
      'href',
      `mailto:${brand.email.support}`,
    );
    for (const network of ['Facebook', 'Twitter', 'Instagram']) {
      expect(screen.getByRole('link', { name: network })).toBeInTheDocument();
    }
    for (const site of brand.sisterSites) {
      expect(screen.getByRole('link', { name: site.name })).toHaveAttribute('href', site.url);
    }
    for (const href of Object.values(brand.documents)) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it('links a policyholder to her documents and anyone to the certificate check', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'My policy documents' })).toHaveAttribute('href', '/my-policy');
    expect(screen.getByRole('link', { name: 'Check a certificate of insurance' })).toHaveAttribute(
      'href',
      '/verify-document',
    );
  });

  it('has the legal links', () => {
    renderFooter();
    for (const [name, href] of [
      ['Disclaimer', '/disclaimer'],
      ['Cookies Policy', '/cookies-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Social Media Terms', '/social-media-terms'],
      ['Terms of Business', '/terms-of-business'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links only to routes in the route table', () => {
    renderFooter();
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.endsWith('.pdf') && !href.startsWith('/images/'));
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(findRouteMeta(href).title, href).not.toBe('');
  });

  it('opens the cookie manager from Cookies Settings', async () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_MANAGER_EVENT, listener);
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Cookies Settings' }));
    window.removeEventListener(OPEN_COOKIE_MANAGER_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
