import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './ModalDialog';

function Page({ onEscape }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog labelledBy="title" describedBy="text" onEscape={onEscape}>
          <h2 id="title">Title</h2>
          <p id="text">Text</p>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </ModalDialog>
      )}
    </>
  );
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('ModalDialog', () => {
  it('is a named, described modal that takes focus and makes the rest of the page inert', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Text');
    expect(dialog).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('gives focus back, the page back and scrolling back when it closes', async () => {
    document.body.style.overflow = 'scroll';
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('gives focus to the main content when it opened with nothing focused, as on page load', async () => {
    function Opened() {
      const [open, setOpen] = useState(true);
      return (
        <main tabIndex={-1}>
          {open && (
            <ModalDialog labelledBy="title" onEscape={() => setOpen(false)}>
              <h2 id="title">Title</h2>
            </ModalDialog>
          )}
        </main>
      );
    }
    render(<Opened />);
    expect(screen.getByRole('dialog', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  /** The page's width: the window's, less a 15 px scrollbar while the page can scroll (a desktop). */
  const desktopPageWidth = () =>
    document.body.style.overflow === 'hidden' ? window.innerWidth : window.innerWidth - 15;

  it('replaces the scrollbar it hides with padding, so the page does not shift', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(desktopPageWidth);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.paddingRight).toBe('15px');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body.style.paddingRight).toBe('');
    vi.restoreAllMocks();
  });

  it('adds no padding on a phone, whose scrollbar takes no width, though the window is wider than the page', async () => {
    // While a page renders on a phone, its window can be wider than the page is.
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 12);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    vi.restoreAllMocks();
  });

  it('calls onEscape on Escape, and ignores Escape without it', async () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Page onEscape={onEscape} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();

    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
