/** The × in a dialog's top corner; `label` says what closing does ('Close', 'Close without saving'). */
export function ModalCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className="modal__close" aria-label={label} onClick={onClose}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
