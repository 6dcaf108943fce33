import { generate } from 'otplib';
import { checkTotp, newTotpSecret, totpUri } from './totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const epoch = 1_800_000_015; // 15 s into a step
  const step = Math.floor(epoch / 30);
  const codeAt = (seconds: number) => generate({ secret, epoch: seconds });

  it('accepts the current code and reports its step', async () => {
    await expect(
      checkTotp({ secret, token: await codeAt(epoch), lastUsedStep: 0, epochSeconds: epoch }),
    ).resolves.toEqual({
      valid: true,
      step,
    });
  });

  it('accepts the previous and next step, not two away', async () => {
    for (const offset of [-1, 1]) {
      const token = await codeAt(epoch + offset * 30);
      await expect(checkTotp({ secret, token, lastUsedStep: 0, epochSeconds: epoch })).resolves.toMatchObject(
        {
          valid: true,
          step: step + offset,
        },
      );
    }
    for (const offset of [-2, 2]) {
      const token = await codeAt(epoch + offset * 30);
      await expect(checkTotp({ secret, token, lastUsedStep: 0, epochSeconds: epoch })).resolves.toEqual({
        valid: false,
      });
    }
  });

  it('never accepts a used step again, nor an older one', async () => {
    const token = await codeAt(epoch);
    await expect(checkTotp({ secret, token, lastUsedStep: step, epochSeconds: epoch })).resolves.toEqual({
      valid: false,
    });
    const previous = await codeAt(epoch - 30);
    await expect(
      checkTotp({ secret, token: previous, lastUsedStep: step, epochSeconds: epoch }),
    ).resolves.toEqual({
      valid: false,
    });
    const next = await codeAt(epoch + 30);
    await expect(
      checkTotp({ secret, token: next, lastUsedStep: step, epochSeconds: epoch }),
    ).resolves.toMatchObject({
      valid: true,
      step: step + 1,
    });
  });

  it('refuses a wrong code', async () => {
    const token = (await codeAt(epoch)) === '000000' ? '111111' : '000000';
    await expect(checkTotp({ secret, token, lastUsedStep: 0, epochSeconds: epoch })).resolves.toEqual({
      valid: false,
    });
  });

  it('makes an otpauth URI with the brand as issuer and the email as label', () => {
    const uri = new URL(totpUri('Ivy Car Insurance', 'aoife@example.ie', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Ivy Car Insurance:aoife@example.ie');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Ivy Car Insurance');
  });
});
