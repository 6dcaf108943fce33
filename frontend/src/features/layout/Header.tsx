import { Link } from 'react-router-dom';
import { brand } from '../../brand';
import { Logo } from '../../components/Logo';
import { MainMenu } from './MainMenu';
import { telHref } from '../../components/phone';
import { SocialLinks } from './SocialLinks';
import './Header.css';

export function Header() {
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <p className="top-bar__call">
            Call Us On <a href={telHref(brand.phone.dublin)}>{brand.phone.dublin}</a>
          </p>
          <SocialLinks />
        </div>
      </div>
      <div className="container site-header__main">
        <Logo />
        <Link className="button button--cta site-header__quote" to="/get-a-quote">
          Get A Quote
        </Link>
        <MainMenu />
      </div>
    </header>
  );
}
