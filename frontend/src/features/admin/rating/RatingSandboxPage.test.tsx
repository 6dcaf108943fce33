import { ApiFailure } from '@ivy/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ACTIVE, DRAFT, priced, SAMPLES } from './ratingFixtures';
import { RatingSandboxPage } from './RatingSandboxPage';

const api = vi.hoisted(() => ({ priceSandboxRisk: vi.fn() }));
vi.mock('#src/api/rating', async () => {
  const fixtures = await import('./ratingFixtures');
  return {
    useRatingTables: () => ({ data: { data: [fixtures.DRAFT, fixtures.ACTIVE] } }),
    useSampleRisks: () => ({ data: fixtures.SAMPLES }),
    priceSandboxRisk: api.priceSandboxRisk,
  };
});

function renderSandbox() {
  render(
    <MemoryRouter initialEntries={['/admin/rating/sandbox']}>
      <RatingSandboxPage />
    </MemoryRouter>,
  );
}

const riskBox = () => screen.getByLabelText('Risk (JSON)') as HTMLTextAreaElement;

beforeEach(() => vi.clearAllMocks());

describe('RatingSandboxPage', () => {
  it('prices a sample risk against the active version and a draft, side by side', async () => {
    api.priceSandboxRisk.mockImplementation((_risk, id: string) =>
      Promise.resolve(id === ACTIVE._id ? priced(ACTIVE, 50_000) : priced(DRAFT, 51_150)),
    );
    renderSandbox();
    expect(screen.getByLabelText('Version')).toHaveValue(ACTIVE._id);
    expect(JSON.parse(riskBox().value)).toEqual(SAMPLES[0].risk);

    await userEvent.selectOptions(screen.getByLabelText('Sample risk'), 'young dublin commuter');
    expect(JSON.parse(riskBox().value)).toMatchObject({ area: 'Dublin City' });
    await userEvent.selectOptions(screen.getByLabelText('Compare with'), '2026.1: draft');
    await userEvent.click(screen.getByRole('button', { name: 'Price it' }));

    expect(api.priceSandboxRisk.mock.calls.map(([risk, id]) => [risk.area, id])).toEqual([
      ['Dublin City', ACTIVE._id],
      ['Dublin City', DRAFT._id],
    ]);
    expect(await screen.findByRole('heading', { name: 'Version 2025.1: €500.00 a year' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Version 2026.1: €511.50 a year' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Version 2026.1 against 2025.1: €11.50 more (+2.3%)',
    );
  });

  it('changes the risk through its fields, which write into the JSON that is priced', async () => {
    api.priceSandboxRisk.mockResolvedValue(priced(ACTIVE, 50_000));
    renderSandbox();
    const points = screen.getByLabelText('Penalty points');
    expect(points).toHaveValue(0);
    await userEvent.clear(points);
    await userEvent.type(points, '7');
    await userEvent.selectOptions(screen.getByLabelText('Rating area'), 'Cork City');
    await userEvent.clear(screen.getByLabelText('Vehicle value (€)'));
    await userEvent.type(screen.getByLabelText('Vehicle value (€)'), '22000');
    expect(JSON.parse(riskBox().value)).toMatchObject({
      proposer: { penaltyPoints: 7 },
      area: 'Cork City',
      vehicle: { valueCents: 2_200_000 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Price it' }));
    expect(api.priceSandboxRisk).toHaveBeenCalledWith(
      expect.objectContaining({ area: 'Cork City', proposer: expect.objectContaining({ penaltyPoints: 7 }) }),
      ACTIVE._id,
    );

    fireEvent.change(riskBox(), { target: { value: '{"area": ' } });
    expect(screen.getByLabelText('Rating area')).toBeDisabled();
  });

  it('lists the fields the server refused in the edited risk', async () => {
    api.priceSandboxRisk.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { 'risk.proposer.dateOfBirth': ['Must be a date written YYYY-MM-DD'] },
      }),
    );
    renderSandbox();
    await userEvent.click(screen.getByRole('button', { name: 'Price it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'proposer › dateOfBirth risk.proposer.dateOfBirth: Must be a date written YYYY-MM-DD',
    );
  });
});
