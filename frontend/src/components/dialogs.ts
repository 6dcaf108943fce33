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

export async function showError(title: string, text?: string): Promise<void> {
  await fire({ icon: 'error', title, text });
}

/** Asks before something irreversible; resolves true only when the visitor confirms. */
export async function confirmDanger({
  title,
  text,
  confirmButtonText,
}: {
  title: string;
  text: string;
  confirmButtonText: string;
}): Promise<boolean> {
  const result = await fire({
    icon: 'warning',
    title,
    text,
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
