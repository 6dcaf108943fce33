import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CmsSectionsPage as SectionsAnswer, CmsSectionsQuery } from '#src/api/cms';
import { cmsSection, sectionsPage } from './cmsFixtures';
import { CmsSectionsPage } from './CmsSectionsPage';

const api = vi.hoisted(() => ({ answer: undefined as SectionsAnswer | undefined, useCmsSections: vi.fn() }));
vi.mock('#src/api/cms', () => ({
  useCmsSections: (query: CmsSectionsQuery) => {
    api.useCmsSections(query);
    return { data: api.answer };
  },
}));

function renderList(answer: SectionsAnswer | undefined, path = '/admin/cms') {
  api.answer = answer;
  render(
    <MemoryRouter initialEntries={[path]}>
      <CmsSectionsPage />
    </MemoryRouter>,
  );
}

const lastQuery = () => api.useCmsSections.mock.calls.at(-1)?.[0];

beforeEach(() => vi.clearAllMocks());

describe('CmsSectionsPage (/admin/cms)', () => {
  it('groups the sections by page, each row linking to its editor', () => {
    renderList(
      sectionsPage([
        cmsSection({ _id: 'a1', page: 'about-cfm', key: 'intro', title: 'About us', updatedBy: undefined }),
        cmsSection({ _id: 'h1' }),
        cmsSection({ _id: 'h2', key: 'testimonials', title: 'What drivers say', order: 2 }),
      ]),
    );
    const groups = screen.getAllByRole('region', { name: /^Page: / });
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Page: about-cfm',
      'Page: home',
    ]);
    const homeRows = within(groups[1]).getAllByRole('row').slice(1);
    expect(homeRows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Car insurance made for you',
      'What drivers say',
    ]);
    expect(within(homeRows[0]).getByText('15/01/2026, 10:30 by aoife.byrne@example.ie')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit home / testimonials' })).toHaveAttribute(
      'href',
      '/admin/cms/h2',
    );
  });

  it('filters by page (every page offered, with its count) and searches titles and keys', async () => {
    renderList(sectionsPage([cmsSection()]));
    expect(
      within(screen.getByLabelText('Page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All pages', 'about-cfm (2)', 'home (6)']);
    await userEvent.type(screen.getByLabelText('Title or key'), 'hero');
    await userEvent.selectOptions(screen.getByLabelText('Page'), 'home (6)');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ page: 0, search: 'hero', cms_page: 'home' });
  });

  it('says when nothing matches, and shows pagination past one page', () => {
    renderList(sectionsPage([], { total_items: 0 }), '/admin/cms?search=zzz');
    expect(screen.getByText('No sections match.')).toBeVisible();
    expect(lastQuery()).toEqual({ page: 0, search: 'zzz', cms_page: '' });
  });

  it('pages through long lists', async () => {
    renderList(sectionsPage([cmsSection()], { total_pages: 2, total_items: 60 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toMatchObject({ page: 1 });
  });
});
