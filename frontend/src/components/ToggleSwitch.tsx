import type { CSSProperties } from 'react';
import './ToggleSwitch.css';

interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of the visible text that names the switch. */
  labelledBy: string;
  describedBy?: string;
  /** SPEC §9: 56 x 28 unless a screen needs another size. */
  width?: number;
  height?: number;
}

/** An on/off switch: a button with role=switch, so Space and Enter work and the state is announced. */
export function ToggleSwitch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  width = 56,
  height = 28,
}: ToggleSwitchProps) {
  const size = { '--switch-width': `${width}px`, '--switch-height': `${height}px` } as CSSProperties;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="toggle-switch"
      style={size}
      onClick={() => onChange(!checked)}
    >
      <span className="toggle-switch__thumb" />
    </button>
  );
}
