import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './useModalFocus';
import { useScrollLock } from './useScrollLock';
import './ModalDialog.css';

interface ModalDialogProps {
  /** Id of the visible heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** What Escape does; without it Escape does nothing, for a dialog that needs an answer. */
  onEscape?: () => void;
  className?: string;
  children: ReactNode;
}

/** An accessible modal: named, focus kept inside and returned, the page behind inert and not scrolling. */
export function ModalDialog({ labelledBy, describedBy, onEscape, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useModalFocus(ref);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onEscape) return;
    event.stopPropagation();
    onEscape();
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
