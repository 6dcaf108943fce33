import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CmsHtml } from './CmsHtml';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHtml(html: string, onNavigate = vi.fn()) {
  render(
    <MemoryRouter>
      <CmsHtml html={html} onNavigate={onNavigate} />
      <CurrentPath />
    </MemoryRouter>,
  );
  return onNavigate;
}

describe('CmsHtml', () => {
  it('renders the HTML', () => {
    renderHtml('<p><strong>Bold</strong> text</p>');
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
  });

  it('follows a link to this site inside the app', async () => {
    const onNavigate = renderHtml('<p><a href="/blog"><span>Our blog</span></a></p>');
    await userEvent.click(screen.getByText('Our blog'));
    expect(screen.getByTestId('path')).toHaveTextContent('/blog');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('leaves other links, and clicks meant for a new tab, to the browser', () => {
    const onNavigate = renderHtml(
      '<a href="https://example.com/x">Away</a> <a href="//evil.example">Proto</a> <a href="/blog">Blog</a>',
    );
    for (const [name, init] of [
      ['Away', {}],
      ['Proto', {}],
      ['Blog', { ctrlKey: true }],
    ] as const) {
      const event = fireEvent.click(screen.getByText(name), init);
      expect(event).toBe(true);
    }
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
