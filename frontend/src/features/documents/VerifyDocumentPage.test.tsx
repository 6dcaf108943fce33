import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkCertificate } from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { VerifyDocumentPage } from './VerifyDocumentPage';

vi.mock('../../api/policyDocuments', () => ({ checkCertificate: vi.fn() }));
const check = vi.mocked(checkCertificate);

beforeEach(() => check.mockReset());

async function checkPair(certificateNumber: string, registration: string) {
  await userEvent.type(screen.getByLabelText('Certificate number'), certificateNumber);
  await userEvent.type(screen.getByLabelText('Vehicle registration'), registration);
  await userEvent.click(screen.getByRole('button', { name: 'Check certificate' }));
}

describe('VerifyDocumentPage', () => {
  it('says valid today, with the period, for a certificate in force', async () => {
    check.mockResolvedValue({
      valid: true,
      startsLater: false,
      checkedOn: '2026-12-01',
      validFrom: '2026-11-27',
      validTo: '2027-11-26',
    });
    renderPage(<VerifyDocumentPage />);
    await checkPair('ivc-7k3m9qxp2a', '191-d-12345');
    expect(check).toHaveBeenCalledWith({ certificateNumber: 'ivc-7k3m9qxp2a', registration: '191-d-12345' });
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Valid today');
    expect(answer).toHaveTextContent('It covers 27 November 2026 to 26 November 2027.');
    expect(answer).toHaveFocus();
  });

  it('says from when a certificate whose cover starts later is valid', async () => {
    check.mockResolvedValue({
      valid: false,
      startsLater: true,
      checkedOn: '2026-11-20',
      validFrom: '2026-11-27',
      validTo: '2027-11-26',
    });
    renderPage(<VerifyDocumentPage />);
    await checkPair('IVC-7K3M9QXP2A', '191-D-12345');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Valid from 27 November 2026');
    expect(answer).toHaveTextContent('runs to 26 November 2027');
    expect(answer).not.toHaveTextContent('Not valid');
  });

  it('says not valid, with no period, otherwise', async () => {
    check.mockResolvedValue({
      valid: false,
      startsLater: false,
      checkedOn: '2026-12-01',
      validFrom: null,
      validTo: null,
    });
    renderPage(<VerifyDocumentPage />);
    await checkPair('IVC-0000000000', '191-D-12345');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Not valid for this vehicle today');
    expect(answer).not.toHaveTextContent('covers');
  });

  it('asks for both fields before checking', async () => {
    renderPage(<VerifyDocumentPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Check certificate' }));
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Certificate number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the certificate number'),
    );
  });
});
