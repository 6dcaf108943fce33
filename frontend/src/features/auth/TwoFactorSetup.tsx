import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { skipTwoFactor, type SessionAnswer } from '../../api/auth';
import { showFailure } from '../admin/shared/failure';
import { secretOf } from './loginSteps';

/** SPEC §9. */
const QR_SIZE = 250;

interface TwoFactorSetupProps {
  otpauthUrl: string;
  /** The server lets this user leave the set-up without two-factor. */
  allowSkip: boolean;
  onNext: () => void;
  onSkipped: (answer: SessionAnswer) => void;
}

/** Step 5, part 1: the QR code to scan (and the key, for an app that cannot scan), Skip where allowed, Next. */
export function TwoFactorSetup({ otpauthUrl, allowSkip, onNext, onSkipped }: TwoFactorSetupProps) {
  const [skipping, setSkipping] = useState(false);
  const onSkip = async () => {
    setSkipping(true);
    try {
      onSkipped(await skipTwoFactor());
    } catch (error) {
      setSkipping(false);
      await showFailure(error);
    }
  };

  return (
    <>
      <p>
        Scan this QR code with your authenticator app (for example Google Authenticator or Microsoft
        Authenticator), then select Next and enter the code the app shows.
      </p>
      <QRCodeSVG
        value={otpauthUrl}
        size={QR_SIZE}
        marginSize={2}
        className="two-factor-qr"
        role="img"
        aria-label="QR code for your authenticator app"
      />
      <p>
        Can&apos;t scan? Enter this key in the app instead:{' '}
        <code className="two-factor-key">{secretOf(otpauthUrl)}</code>
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onNext}>
          Next
        </button>
        {allowSkip ? (
          <button
            type="button"
            className="button button--quiet"
            disabled={skipping}
            onClick={() => void onSkip()}
          >
            Skip
          </button>
        ) : null}
      </div>
    </>
  );
}
