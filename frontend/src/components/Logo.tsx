import { Link } from 'react-router-dom';
import { brand } from '../brand';
import { HeartShape } from './HeartShape';
import './Logo.css';

// The wordmark sets the short name large above the rest of the name ('Ivy' over 'Car Insurance').
const nameAfterShortName = brand.name.replace(brand.shortName, '').trim();

/** The brand mark and name, linking home. `tone="light"` is for dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={`logo logo--${tone}`} aria-label={`${brand.name} home`}>
      <svg className="logo__mark" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
        <circle className="logo__badge" cx="24" cy="24" r="24" />
        <g transform="translate(9.6 9.2) scale(1.2)">
          <HeartShape withVeins />
        </g>
        <circle className="logo__dot" cx="37" cy="11" r="3.2" />
      </svg>
      <span className="logo__name">
        <span className="logo__short">{brand.shortName}</span>
        <span className="logo__rest">{nameAfterShortName}</span>
      </span>
    </Link>
  );
}
