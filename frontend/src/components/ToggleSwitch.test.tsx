import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToggleSwitch } from './ToggleSwitch';

describe('ToggleSwitch', () => {
  it('is a named switch of 56 x 28 by default that reports the flipped value', async () => {
    const onChange = vi.fn();
    render(
      <>
        <span id="name">Analytics</span>
        <ToggleSwitch checked={false} onChange={onChange} labelledBy="name" />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Analytics' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveStyle({ '--switch-width': '56px', '--switch-height': '28px' });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('takes another size', () => {
    render(<ToggleSwitch checked onChange={() => undefined} labelledBy="x" width={44} height={24} />);
    expect(screen.getByRole('switch')).toHaveStyle({ '--switch-width': '44px', '--switch-height': '24px' });
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
