import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { DataSubject, DataSubjectExport } from '#src/api/dataProtection';
import { DataProtectionPage } from './DataProtectionPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const answer = (body: object) =>
  Promise.resolve(
    new Response(JSON.stringify({ ok: true, message: 'OK', errors: {}, ...body }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const subject: DataSubject = {
  identifiers: {
    emails: ['aoife@example.ie'],
    phones: [],
    webReferences: ['IVY-7K3M-Q9TX'],
    policyNumbers: ['IVY-P-4HXM9R2C'],
  },
  total: 2,
  unverified: [],
  sections: [
    {
      section: 'quotes',
      records: [
        {
          kind: 'Quote',
          reference: 'IVY-7K3M-Q9TX',
          at: '2026-03-03T10:00:00Z',
          id: 'quote:q1',
          matchedBy: 'email aoife@example.ie, bought with it',
          verified: true,
        },
        {
          kind: 'Policy',
          reference: 'IVY-P-4HXM9R2C',
          at: '2026-03-03T10:05:00Z',
          hold: { reason: 'Kept for the law', until: '2033-03-09T23:59:59Z' },
          id: 'quote:q1',
          matchedBy: 'policy number IVY-P-4HXM9R2C, or its quote',
          verified: true,
        },
      ],
    },
  ],
};

const exported: DataSubjectExport = {
  requestRef: 'DSR-0A1B2C3D4E',
  exportedAt: '2026-11-26T10:00:00Z',
  summary: 'Personal data held by Ivy Car Insurance',
  archive: { quotes: [{ type: 'quote' }] },
};

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DataProtectionPage />
    </SWRConfig>,
  );
}

it('asks for an identifier before it looks for anyone', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(
    await screen.findByText('Enter an email, phone, web reference or policy number'),
  ).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('lists what is held, section by section with why it matches and any legal hold, and offers the export as two files', async () => {
  const created = vi.fn(() => 'blob:archive');
  // jsdom makes no object URLs: the page's download is seen through this one.
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  fetchMock.mockImplementation((request) =>
    request.method === 'POST' ? answer({ export: exported }) : answer({ subject }),
  );
  renderPage();
  await userEvent.type(screen.getByLabelText('Email'), ' aoife@example.ie ');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));

  expect(await screen.findByRole('heading', { name: '2 records held' })).toBeInTheDocument();
  expect(new URL(fetchMock.mock.calls[0][0].url).search).toBe('?email=aoife%40example.ie');
  const quotes = screen.getByRole('region', { name: 'Held: Quotes and policies' });
  expect(quotes).toHaveTextContent('Quotes and policies (2 records)');
  expect(quotes).toHaveTextContent('Until 9 March 2033: Kept for the law');
  expect(quotes).toHaveTextContent('email aoife@example.ie, bought with it');

  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByRole('heading', { name: 'Export DSR-0A1B2C3D4E ready' })).toBeInTheDocument();
  expect(await fetchMock.mock.calls[1][0].json()).toEqual({ email: 'aoife@example.ie', include: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Download the archive (JSON)' }));
  expect(created).toHaveBeenCalledTimes(1);
});

it('lists apart, unticked, what matches only on an unverified email, and includes a record only once staff tick it', async () => {
  const never = 'email aoife@example.ie only, never verified';
  const fromAQuote: DataSubject = {
    ...subject,
    identifiers: { ...subject.identifiers, emails: [] },
    unverified: [
      {
        section: 'contact',
        records: [{ kind: 'Contact', reference: 'c1', id: 'contact:c1', matchedBy: never, verified: false }],
      },
      {
        section: 'payments',
        records: [{ kind: 'Payment', reference: 'p1', matchedBy: never, verified: false }],
      },
    ],
  };
  fetchMock.mockImplementation((request) =>
    request.method === 'POST' ? answer({ export: exported }) : answer({ subject: fromAQuote }),
  );
  renderPage();
  await userEvent.type(screen.getByLabelText('Web reference'), 'IVY-7K3M-Q9TX');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));

  expect(
    await screen.findByRole('heading', { name: 'Matched only on an email nobody verified' }),
  ).toBeInTheDocument();
  const contact = screen.getByRole('region', { name: 'Unverified: Contact messages' });
  expect(contact).toHaveTextContent('c1');
  expect(contact).toHaveTextContent(never);
  const box = screen.getByRole('checkbox', { name: 'Include Contact c1' });
  expect(box).not.toBeChecked();
  expect(
    screen.getByRole('region', { name: 'Unverified: Payments and Direct Debit mandates' }),
  ).toHaveTextContent('With its record');
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await screen.findByRole('heading', { name: 'Export DSR-0A1B2C3D4E ready' });
  expect(await fetchMock.mock.calls[1][0].json()).toEqual({ webReference: 'IVY-7K3M-Q9TX', include: [] });

  await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await screen.findByRole('heading', { name: 'Export DSR-0A1B2C3D4E ready' });
  expect(await fetchMock.mock.calls[2][0].json()).toEqual({
    webReference: 'IVY-7K3M-Q9TX',
    include: ['contact:c1'],
  });
});
