import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from './RichTextEditor';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Body"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Restored text</p>')}>
        Replace
      </button>
    </>
  );
}

// jsdom does no layout; ProseMirror measures the selection when it scrolls it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const target of [Range.prototype, Element.prototype]) {
    target.getClientRects = noRects;
    target.getBoundingClientRect = () => new DOMRect();
  }
});

describe('RichTextEditor', () => {
  it('names the editing area and its toolbar, each tool a labelled toggle', () => {
    render(<Harness initial="<p>Hello</p>" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Body: formatting' });
    expect(toolbar).toBeVisible();
    for (const tool of ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Bulleted list', 'Numbered list', 'Link'])
      expect(screen.getByRole('button', { name: tool })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('formats the text and reports the HTML', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Hello</h2>');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selected text to a safe address only', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await userEvent.type(address, 'javascript:alert(1)');
    expect(screen.getByRole('button', { name: 'Apply link' })).toBeDisabled();
    expect(screen.getByText('Start with /, https://, mailto: or tel:')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, '/help-contact/faq');
    expect(screen.getByRole('button', { name: 'Apply link' })).toBeEnabled();
  });

  it('offers quotes and an image panel when asked, and puts the chosen picture in the text', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Body"
        value="<p>Hello</p>"
        onChange={onChange}
        quotes
        imagePanel={(insert) => (
          <button
            type="button"
            onClick={() => insert({ src: '/img/a.webp', alt: 'A car', width: 960, height: 640 })}
          >
            Use picture
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(onChange).toHaveBeenLastCalledWith('<blockquote><p>Hello</p></blockquote>');
    expect(screen.queryByRole('button', { name: 'Use picture' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use picture' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/img/a.webp" alt="A car"'));
    expect(screen.queryByRole('button', { name: 'Use picture' })).not.toBeInTheDocument();
  });

  it('offers neither quotes nor images by default', () => {
    render(<Harness initial="<p>Hello</p>" onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  });

  it('shows content replaced from outside (a restored version) without reporting it as an edit', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Restored text'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
