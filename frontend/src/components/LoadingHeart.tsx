import { HeartShape } from './HeartShape';
import './LoadingHeart.css';

/** The loading screen (SPEC §2): a pulsing heart, announced politely to assistive technology. */
export function LoadingHeart({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-heart" role="status">
      <svg className="loading-heart__image" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
        <HeartShape withVeins />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
