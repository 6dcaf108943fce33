import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

function renderPagination(page: number, totalPages: number) {
  const onChange = vi.fn();
  const view = render(<Pagination page={page} totalPages={totalPages} onChange={onChange} />);
  return { onChange, ...view };
}

const box = () => screen.getByRole('spinbutton', { name: 'Page number' });

describe('Pagination', () => {
  it('is not rendered for a single page', () => {
    const { container } = renderPagination(0, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the 1-based page and the total', () => {
    renderPagination(2, 7);
    expect(box()).toHaveValue(3);
    expect(screen.getByText('of 7')).toBeInTheDocument();
  });

  it('calls onChange with 0-based pages from the buttons', async () => {
    const { onChange } = renderPagination(2, 7);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[0], [1], [3], [6]]);
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { rerender } = renderPagination(0, 3);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    rerender(<Pagination page={2} totalPages={3} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('goes to a typed page on Enter, clamped to 1..N', async () => {
    const { onChange } = renderPagination(0, 5);
    await userEvent.clear(box());
    await userEvent.type(box(), '4{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);

    await userEvent.clear(box());
    await userEvent.type(box(), '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);

    await userEvent.clear(box());
    await userEvent.type(box(), '-3');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(box()).toHaveValue(1);
  });
});
