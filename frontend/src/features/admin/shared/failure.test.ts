import { UNEXPECTED_FAILURE } from '#src/language/failure';
import { showFailure } from './failure';

const showError = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('#src/components/dialogs', () => ({ showError }));

it('shows staff the words drivers see when a call fails unexpectedly', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await showFailure(new TypeError('Failed to fetch'));
  expect(showError).toHaveBeenCalledWith('Error!', UNEXPECTED_FAILURE);
  expect(UNEXPECTED_FAILURE).toBe('Something went wrong. Please check your connection and try again.');
});
