import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  generateTwoFactorSecret,
  getSession,
  hasStaffAccess,
  useAuthSettings,
  type SessionAnswer,
} from '../../api/auth';
import { showSuccess } from '../../components/dialogs';
import { adminHomeFor } from '../admin/adminNav';
import { LoadingHeart } from '../../components/LoadingHeart';
import { AuthStep } from './AuthStep';
import { LoginForm } from './LoginForm';
import { stepAfterPassword } from './loginSteps';
import { PasswordResetRequestForm } from './PasswordResetRequestForm';
import { SignUpForm } from './SignUpForm';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { TwoFactorSetup } from './TwoFactorSetup';

interface SetUp {
  otpauthUrl: string;
  allowSkip: boolean;
}

/** The five steps of SPEC §2; the code entry remembers the set-up it came from, so Back can return to it. */
type Step =
  | { name: 'login' }
  | { name: 'reset' }
  | { name: 'signup' }
  | { name: 'code'; setUp?: SetUp }
  | ({ name: 'setup' } & SetUp);

const TITLES: Record<Step['name'], string> = {
  login: 'Admin Login',
  reset: 'Reset Password',
  signup: 'Create Account',
  code: 'Two-Factor Authentication',
  setup: 'Set Up Two-Factor Authentication',
};

/** /admin: log in, with two-factor, password reset and (where allowed) account creation (SPEC §2, §4). */
export function AdminLoginPage({ onSuccess }: { onSuccess?: () => void }) {
  const navigate = useNavigate();
  const { data: settings } = useAuthSettings();
  const [checked, setChecked] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'login' });
  // The first step keeps focus where the page put it; each later one takes it (AuthStep).
  const [moved, setMoved] = useState(false);

  const home = () =>
    getSession().then(
      (session) => navigate(adminHomeFor(session.permissions)),
      () => navigate(adminHomeFor([])),
    );
  const done = onSuccess ?? (() => void home());
  const go = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const backToLogin = (message: string) => {
    go({ name: 'login' });
    void showSuccess('Success!', message);
  };

  // Staff already logged in have nothing to do here.
  useEffect(() => {
    let current = true;
    getSession().then(
      (session) => {
        if (!current) return;
        if (hasStaffAccess(session)) void navigate(adminHomeFor(session.permissions), { replace: true });
        else setChecked(true);
      },
      () => current && setChecked(true),
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  const afterPassword = async (answer: SessionAnswer) => {
    const next = stepAfterPassword(answer);
    if (next === 'done') done();
    else if (next === 'code') go({ name: 'code' });
    else go({ name: 'setup', otpauthUrl: await generateTwoFactorSecret(), allowSkip: answer.allowSkip2FA });
  };

  if (!checked) return <LoadingHeart />;

  let body;
  switch (step.name) {
    case 'login':
      body = (
        <LoginForm
          allowSignup={settings?.allowSignup ?? false}
          onLoggedIn={afterPassword}
          onForgotPassword={() => go({ name: 'reset' })}
          onCreateAccount={() => go({ name: 'signup' })}
        />
      );
      break;
    case 'reset':
      body = <PasswordResetRequestForm onRequested={backToLogin} onBack={() => go({ name: 'login' })} />;
      break;
    case 'signup':
      body = <SignUpForm onCreated={backToLogin} onBack={() => go({ name: 'login' })} />;
      break;
    case 'code': {
      const { setUp } = step;
      body = (
        <TwoFactorCodeForm
          onVerified={done}
          onBack={setUp ? () => go({ name: 'setup', ...setUp }) : undefined}
        />
      );
      break;
    }
    case 'setup':
      body = (
        <TwoFactorSetup
          otpauthUrl={step.otpauthUrl}
          allowSkip={step.allowSkip}
          onNext={() => go({ name: 'code', setUp: step })}
          onSkipped={done}
        />
      );
      break;
  }

  return (
    <AuthStep key={step.name} title={TITLES[step.name]} focusOnMount={moved}>
      {body}
    </AuthStep>
  );
}
