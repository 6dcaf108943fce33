// Actions are written 'renewal-documents.resend', 'renewal.make_current': people type words.
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s._@-]+/)
    .filter(Boolean);

/**
 * The known names (actions, actor labels) a typed filter stands for: each word typed is the start of a
 * word of the name, in any order and case. 'renewal' finds every renewal action, 'resend invitation'
 * finds 'renewal-invitation.resend', 'aoife' finds 'aoife@example.ie'. A whole name finds only itself.
 */
export function namesMatching(known: readonly string[], typed: string): string[] {
  const whole = typed.trim().toLowerCase();
  const exact = known.filter((name) => name.toLowerCase() === whole);
  if (exact.length > 0) return exact;
  const wanted = words(typed);
  if (wanted.length === 0) return [...known];
  return known.filter((name) => {
    const have = words(name);
    return wanted.every((word) => have.some((part) => part.startsWith(word)));
  });
}
