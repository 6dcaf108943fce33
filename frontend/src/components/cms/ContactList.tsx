import { FeatureIcon } from './FeatureIcon';
import { safeHref, type ContactItem } from './items';

function ContactValue({ item }: { item: ContactItem }) {
  const href = safeHref(item.href);
  return href ? <a href={href}>{item.value}</a> : <>{item.value}</>;
}

/**
 * Ways to get in touch, phone numbers as tap-to-call links. A section with one contact (a helpline)
 * shows it as a prominent call-out.
 */
export function ContactList({ items }: { items: ContactItem[] }) {
  if (items.length === 1) {
    const [item] = items;
    return (
      <p className="contact-callout">
        <span className="contact-callout__icon">
          <FeatureIcon name="phone" />
        </span>
        <span className="contact-callout__label">{item.label}</span>
        <span className="contact-callout__value">
          <ContactValue item={item} />
        </span>
      </p>
    );
  }
  return (
    <dl className="contact-list">
      {items.map((item) => (
        <div key={item.label} className="contact-list__item">
          <dt>{item.label}</dt>
          <dd>
            <ContactValue item={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
