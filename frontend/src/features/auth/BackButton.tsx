/** Back to the login form from another step. */
export function BackButton({ onClick, label = 'Back to login' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="button button--quiet" onClick={onClick}>
      {label}
    </button>
  );
}
