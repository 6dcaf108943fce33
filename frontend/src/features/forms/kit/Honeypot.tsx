import { useId } from 'react';
import { Field } from 'react-final-form';

/**
 * The bot trap every public form carries (`website`): off-screen, hidden from assistive technology and
 * out of the tab order, so only a bot fills it in. The server then keeps nothing but answers as usual.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <Field name="website" component="input" type="text" id={id} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
