import type { ReactNode } from 'react';
import { brand } from '#src/brand';
import { telHref } from '#src/components/phone';

/** Both phone numbers as tap-to-call links, for when the driver needs a person. */
export function CallUs({ children }: { children?: ReactNode }) {
  return (
    <div>
      <p>{children ?? 'Please call us and our team will help.'}</p>
      <ul className="call-us__numbers">
        <li>
          Call <a href={telHref(brand.phone.dublin)}>{brand.phone.dublin}</a>
        </li>
        <li>
          Lo-call <a href={telHref(brand.phone.loCall)}>{brand.phone.loCall}</a>
        </li>
      </ul>
      <p className="call-us__hours">Opening hours: {brand.openingHours}</p>
    </div>
  );
}
