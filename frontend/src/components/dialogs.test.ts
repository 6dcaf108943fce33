import { alert, confirmDanger, SAVED_DIALOG_MS, showError, showSaved, showSuccess } from './dialogs';

const fire = vi.hoisted(() => vi.fn());
vi.mock('./sweetAlert', () => ({ Swal: { fire } }));

const SPEC_DEFAULTS = {
  confirmButtonText: 'OK',
  denyButtonText: 'No',
  cancelButtonText: 'Cancel',
  closeButtonAriaLabel: 'Close this dialog',
  width: '32em',
};

describe('dialogs', () => {
  beforeEach(() => {
    fire.mockReset().mockResolvedValue({ isConfirmed: false });
  });

  it('opens success and error dialogs with the SPEC defaults', async () => {
    await showSuccess('Success!', 'Logged Out User');
    await showError('Error!', 'Something went wrong');
    expect(fire).toHaveBeenNthCalledWith(1, {
      ...SPEC_DEFAULTS,
      icon: 'success',
      title: 'Success!',
      text: 'Logged Out User',
    });
    expect(fire).toHaveBeenNthCalledWith(2, {
      ...SPEC_DEFAULTS,
      icon: 'error',
      title: 'Error!',
      text: 'Something went wrong',
    });
  });

  it('confirmDanger resolves whether the visitor confirmed', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    const options = {
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButtonText: 'Yes, delete it!',
    };
    await expect(confirmDanger(options)).resolves.toBe(true);
    await expect(confirmDanger(options)).resolves.toBe(false);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ ...options, showCancelButton: true, cancelButtonText: 'Cancel' }),
    );
  });

  it('names what is deleted on a line of its own under the question, as text', async () => {
    await confirmDanger({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      subject: '<b>Aoife</b> (aoife@example.ie)',
      confirmButtonText: 'Yes, delete it!',
    });
    const { html, text } = fire.mock.calls[0][0] as { html: HTMLElement; text?: string };
    expect(text).toBeUndefined();
    expect([...html.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      "You won't be able to revert this!",
      '<b>Aoife</b> (aoife@example.ie)',
    ]);
  });

  it('closes a routine save’s success dialog by itself', async () => {
    await showSaved('Saved!', 'Section saved.');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: 'Saved!', timer: SAVED_DIALOG_MS }),
    );
  });

  it('alert shows a plain message', async () => {
    await alert('Access Denied');
    expect(fire).toHaveBeenCalledWith({ ...SPEC_DEFAULTS, text: 'Access Denied' });
  });
});
