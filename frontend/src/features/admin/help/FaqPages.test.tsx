import { ApiFailure } from '@ivy/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq, FaqsQuery } from '#src/api/content';
import { FaqCreatePage, FaqEditPage, FaqsPage } from './FaqPages';
import { deleteRowConfirmed, dialogs, renderAdminAt, resetAdminMocks } from '#src/test/adminPages';

const FAQ: Faq = {
  _id: '65f0c0ffee0000000000f001',
  question: 'What is an excess?',
  answer: '<p>The part of a claim you pay yourself.</p>',
  topic: 'Claims',
  order: 1,
};

const api = vi.hoisted(() => ({
  rows: [] as unknown[],
  total_pages: 1,
  useAdminFaqs: vi.fn(),
  createFaq: vi.fn(),
  updateFaq: vi.fn(),
  deleteFaq: vi.fn(),
}));
vi.mock('#src/api/content', () => ({
  useAdminFaqs: (query: FaqsQuery) => {
    api.useAdminFaqs(query);
    return { data: { data: api.rows, page: query.page, total_pages: api.total_pages } };
  },
  useAdminFaq: () => ({ data: FAQ }),
  useFaqs: () => ({ data: { topics: ['Claims', 'Payments'] } }),
  createFaq: api.createFaq,
  updateFaq: api.updateFaq,
  deleteFaq: api.deleteFaq,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const ROUTES = {
  '/admin/faqs': <FaqsPage />,
  '/admin/faqs/create': <FaqCreatePage />,
  '/admin/faqs/edit/:id': <FaqEditPage />,
};

const renderAt = (path: string) => renderAdminAt(path, ROUTES);

const lastQuery = () => api.useAdminFaqs.mock.calls.at(-1)?.[0];

beforeEach(() => {
  resetAdminMocks();
  api.rows = [];
  api.total_pages = 1;
});

describe('FaqsPage', () => {
  it('says so when there are no FAQs', () => {
    renderAt('/admin/faqs');
    expect(screen.getByText('No FAQs Available ...')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/faqs/create');
  });

  it('lists question, topic and order, filters by words and topic, and pages', async () => {
    api.rows = [FAQ];
    api.total_pages = 2;
    renderAt('/admin/faqs');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Question', 'Topic', 'Order', 'Actions']);
    expect(screen.getByRole('link', { name: 'Edit What is an excess?' })).toHaveAttribute(
      'href',
      `/admin/faqs/edit/${FAQ._id}`,
    );
    await userEvent.type(screen.getByLabelText('Words in the question or answer'), 'excess');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Claims');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ page: 0, search: 'excess', topic: 'Claims' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toMatchObject({ page: 1, topic: 'Claims' });
  });

  it('asks before deleting, then confirms it', async () => {
    api.rows = [FAQ];
    api.deleteFaq.mockResolvedValue({ ok: true, message: 'Deleted', errors: {} });
    renderAt('/admin/faqs');
    await deleteRowConfirmed({
      button: 'Delete What is an excess?',
      remove: api.deleteFaq,
      id: FAQ._id,
      noun: 'FAQ',
    });
  });
});

describe('FAQ form', () => {
  it('creates a FAQ once the required fields are filled, then goes back to the list', async () => {
    api.createFaq.mockResolvedValue({ ok: true, message: 'FAQ created.', errors: {} });
    renderAt('/admin/faqs/create');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.createFaq).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Question'), 'Can I pay monthly?');
    await userEvent.type(screen.getByLabelText('Topic'), 'Payments');
    await userEvent.type(screen.getByLabelText(/^Answer/), 'Yes, by Direct Debit.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.createFaq).toHaveBeenCalledWith({
      question: 'Can I pay monthly?',
      topic: 'Payments',
      answer: 'Yes, by Direct Debit.',
    });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'FAQ created.');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  });

  it("edits a FAQ's own fields only, and shows the server's field message", async () => {
    const errors = { answer: ['The answer has no text once unsafe HTML is removed'] };
    api.updateFaq.mockRejectedValue(new ApiFailure(400, { ok: false, message: 'Check the answer.', errors }));
    renderAt(`/admin/faqs/edit/${FAQ._id}`);
    expect(screen.getByLabelText('Question')).toHaveValue('What is an excess?');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(api.updateFaq).toHaveBeenCalledWith(FAQ._id, {
      question: FAQ.question,
      topic: FAQ.topic,
      answer: FAQ.answer,
    });
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', 'Check the answer.');
    expect(await screen.findByText(errors.answer[0])).toBeVisible();
  });
});
