import { updateUser, type User } from '#src/api/users';
import { confirmedAction } from '../shared/confirmedAction';

/** For a lost phone: the user sets two-factor up again at their next login. */
export function ResetTwoFactor({ user }: { user: User }) {
  const isSetUp = user.twoFactor.isVerified;
  const onReset = () =>
    confirmedAction({
      confirm: {
        title: 'Reset two-factor?',
        text: `${user.first_name} will have to set up two-factor authentication again at the next login.`,
        confirmButtonText: 'Yes, reset it!',
      },
      // isAdmin is sent as it is: the generated client marks it required on updates.
      run: () => updateUser(user._id, { resetTwoFactor: true, isAdmin: user.isAdmin }),
      success: { title: 'Success!', text: 'Two-factor authentication has been reset.' },
    });

  return (
    <section className="admin-panel" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor authentication</h2>
      <p>{isSetUp ? 'Set up.' : 'Not set up: it will be asked for at the next login.'}</p>
      {isSetUp ? (
        <button type="button" className="button button--quiet" onClick={() => void onReset()}>
          Reset two-factor
        </button>
      ) : null}
    </section>
  );
}
