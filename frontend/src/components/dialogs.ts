import type { SweetAlertOptions } from 'sweetalert2';

/** SPEC §9 dialog defaults; every dialog in the app goes through this module. */
const DIALOG_DEFAULTS = {
  confirmButtonText: 'OK',
  denyButtonText: 'No',
  cancelButtonText: 'Cancel',
  closeButtonAriaLabel: 'Close this dialog',
  width: '32em',
} as const satisfies SweetAlertOptions;

// Loaded on first use so sweetalert2 stays out of the first page load.
async function fire(options: SweetAlertOptions) {
  const { Swal } = await import('./sweetAlert');
  return Swal.fire({ ...DIALOG_DEFAULTS, ...options });
}

export async function showSuccess(title: string, text?: string): Promise<void> {
  await fire({ icon: 'success', title, text });
}

/** How long a routine save's success dialog stays before it closes by itself. */
export const SAVED_DIALOG_MS = 2500;

/** A success dialog after a routine save (each CMS save): it closes by itself, so work goes on at once. */
export async function showSaved(title: string, text?: string): Promise<void> {
  await fire({ icon: 'success', title, text, timer: SAVED_DIALOG_MS, timerProgressBar: true });
}

export async function showError(title: string, text?: string): Promise<void> {
  await fire({ icon: 'error', title, text });
}

/** `text`, then `subject` on a line of its own, as text (never markup). */
function twoLines(text: string, subject: string): HTMLElement {
  const body = document.createElement('div');
  for (const [line, className] of [
    [text, ''],
    [subject, 'dialog-subject'],
  ]) {
    const paragraph = body.appendChild(document.createElement('p'));
    paragraph.textContent = line;
    if (className) paragraph.className = className;
  }
  return body;
}

/**
 * Asks before something irreversible; resolves true only when the visitor confirms. `subject` names
 * what it is done to ('Aoife Byrne (aoife@example.ie)'), on a second line under the question's text.
 */
export async function confirmDanger({
  title,
  text,
  subject,
  confirmButtonText,
}: {
  title: string;
  text: string;
  subject?: string;
  confirmButtonText: string;
}): Promise<boolean> {
  const result = await fire({
    icon: 'warning',
    title,
    ...(subject ? { html: twoLines(text, subject) } : { text }),
    confirmButtonText,
    showCancelButton: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** A plain message with an OK button (the app's replacement for window.alert). */
export async function alert(text: string): Promise<void> {
  await fire({ text });
}
