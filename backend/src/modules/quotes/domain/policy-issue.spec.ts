import { policyIssueProblem, REGISTRATION_NEEDED } from './policy-issue';

describe('policyIssueProblem', () => {
  it('needs the registration the certificate and disc name, however the car was chosen', () => {
    expect(policyIssueProblem({ your_car: { registration: '251-D-1234' } })).toBeUndefined();
    expect(policyIssueProblem({ your_car: {} })).toBe(REGISTRATION_NEEDED);
    expect(policyIssueProblem({ your_car: { registration: '  ' } })).toBe(REGISTRATION_NEEDED);
    expect(policyIssueProblem({})).toBe(REGISTRATION_NEEDED);
  });
});
