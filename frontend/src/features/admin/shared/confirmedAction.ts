import { confirmDanger, showSuccess } from '#src/components/dialogs';
import { showFailure } from './failure';

interface ConfirmedAction {
  /** The question asked first (title, text, confirm button). */
  confirm: Parameters<typeof confirmDanger>[0];
  run: () => Promise<unknown>;
  /** The 'Success!'-style dialog once it is done. */
  success: { title: string; text: string };
}

/**
 * An irreversible admin action: ask, do it, then say so, or show the server's refusal in an 'Error!'
 * dialog. Resolves whether it was done.
 */
export async function confirmedAction({ confirm, run, success }: ConfirmedAction): Promise<boolean> {
  if (!(await confirmDanger(confirm))) return false;
  try {
    await run();
  } catch (error) {
    await showFailure(error);
    return false;
  }
  await showSuccess(success.title, success.text);
  return true;
}
