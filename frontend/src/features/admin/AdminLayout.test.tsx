import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminLayout from './AdminLayout';

vi.mock('./AdminGuard', () => ({ AdminGuard: ({ children }: { children: ReactNode }) => children }));
vi.mock('./AdminSidebar', () => ({ AdminSidebar: () => <nav aria-label="Admin" /> }));

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('AdminLayout', () => {
  it("brings the shell's top into view on each screen, so the phone's Menu button stays in sight", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    render(
      <MemoryRouter initialEntries={['/admin/quotes']}>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route path="quotes" element={<h1>Quotes</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Quotes' })).toBeInTheDocument();
    expect(scrolled).toEqual([screen.getByRole('main').parentElement]);
    expect(scrolled[0]).toHaveClass('admin-layout');
  });
});
