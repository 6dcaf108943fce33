import { Link } from 'react-router-dom';
import { brand } from '../../brand';
import { LazyImage } from '../../components/LazyImage';
import { Logo } from '../../components/Logo';
import { openCookieManager } from '../consent/cookieManagerEvents';
import { documentLinks, legalLinks, quickLinks, type ExternalLinkItem, type NavLinkItem } from './navigation';
import { telHref } from '../../components/phone';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

function LinkList({ links }: { links: readonly (NavLinkItem | ExternalLinkItem)[] }) {
  return (
    <ul className="site-footer__list">
      {links.map((link) =>
        'to' in link ? (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ) : (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ),
      )}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label={brand.name}>
          <Logo tone="light" />
          <p className="site-footer__strapline">{brand.strapline}</p>
          <address>{brand.registeredOffice}</address>
          <SocialLinks />
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick links</h2>
          <LinkList links={quickLinks} />
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <LinkList links={legalLinks} />
          <button type="button" className="site-footer__cookies" onClick={openCookieManager}>
            Cookies Settings
          </button>
        </nav>

        <nav aria-labelledby="footer-documents">
          <h2 id="footer-documents">Documents</h2>
          <LinkList links={documentLinks} />
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <ul className="site-footer__list">
            <li>
              Dublin <a href={telHref(brand.phone.dublin)}>{brand.phone.dublin}</a>
            </li>
            <li>
              Lo-call <a href={telHref(brand.phone.loCall)}>{brand.phone.loCall}</a>
            </li>
            <li>
              Breakdown (24 hours) <a href={telHref(brand.phone.breakdown)}>{brand.phone.breakdown}</a>
            </li>
            <li>
              <a href={`mailto:${brand.email.support}`}>{brand.email.support}</a>
            </li>
          </ul>
          <p className="site-footer__hours">{brand.openingHours}</p>
        </section>
      </div>

      <div className="container site-footer__legal">
        <div className="site-footer__partners">
          <a href={brand.brokerAssociation.url} className="site-footer__association">
            <LazyImage
              src={brand.brokerAssociation.logo}
              alt={`Member of ${brand.brokerAssociation.name}`}
              width={180}
              height={56}
            />
          </a>
          <p>
            Our sister sites:{' '}
            {brand.sisterSites.map((site, index) => (
              <span key={site.url}>
                {index > 0 && ' · '}
                <a href={site.url}>{site.name}</a>
              </span>
            ))}
          </p>
        </div>
        <p>{brand.regulatorStatement}</p>
        <p>{brand.underwritingScheme}</p>
        <p>
          {brand.legalName} is registered in Ireland, company number {brand.companyRegistrationNumber}.
          Registered office: {brand.registeredOffice}.
        </p>
        <p>
          © {new Date().getFullYear()} {brand.legalName}
        </p>
      </div>
    </footer>
  );
}
