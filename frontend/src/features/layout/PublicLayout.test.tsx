import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundRedirect, PublicLayout } from './PublicLayout';

vi.mock('./Header', () => ({ Header: () => null }));
vi.mock('./Footer', () => ({ Footer: () => null }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<Link to="/blog">Home page</Link>} />
          <Route path="/blog" element={<p>Blog page</p>} />
        </Route>
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('an unknown page', () => {
  it('goes home, as SPEC says, and says the page was not found', async () => {
    renderAt('/no-such-page');
    expect(screen.getByText('Home page')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find that page');
    await userEvent.click(screen.getByText('Home page'));
    expect(screen.getByText('Blog page')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing on a page reached normally', () => {
    renderAt('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
