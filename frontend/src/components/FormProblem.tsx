/**
 * Why a form was refused, above its fields where the eye starts (for a refusal naming fields it says
 * they are marked below): announced when it appears, and focusable, so a form can move focus to it
 * when no field is marked.
 */
export function FormProblem({ problem }: { problem: unknown }) {
  if (!problem) return null;
  return (
    <p className="form-problem" role="alert" tabIndex={-1}>
      {String(problem)}
    </p>
  );
}
