import { readRiskField, RISK_FIELDS, writeRiskField, type RiskField } from './riskFields';

const field = (path: string) => RISK_FIELDS.find((entry) => entry.path === path) as RiskField;

const RISK = JSON.stringify({
  proposer: { dateOfBirth: '1990-04-21', penaltyPoints: 0 },
  vehicle: { valueCents: 1_500_050 },
  area: 'Rural',
});

describe('the sandbox risk fields', () => {
  it('reads each field from the risk JSON, euro from cents', () => {
    expect(readRiskField(RISK, field('proposer.dateOfBirth'))).toBe('1990-04-21');
    expect(readRiskField(RISK, field('proposer.penaltyPoints'))).toBe('0');
    expect(readRiskField(RISK, field('vehicle.valueCents'))).toBe('15000.5');
    expect(readRiskField(RISK, field('cover.type'))).toBe('');
    expect(readRiskField('{"proposer":', field('area'))).toBeUndefined();
  });

  it('writes a field back into the JSON, keeping numbers numbers and the rest as it was', () => {
    const changed = JSON.parse(writeRiskField(RISK, field('proposer.penaltyPoints'), '7') ?? '');
    expect(changed).toEqual({
      ...JSON.parse(RISK),
      proposer: { dateOfBirth: '1990-04-21', penaltyPoints: 7 },
    });
    expect(JSON.parse(writeRiskField(RISK, field('vehicle.valueCents'), '20000.10') ?? '').vehicle).toEqual({
      valueCents: 2_000_010,
    });
    expect(JSON.parse(writeRiskField(RISK, field('cover.type'), 'third_party_only') ?? '').cover).toEqual({
      type: 'third_party_only',
    });
    expect(JSON.parse(writeRiskField(RISK, field('proposer.penaltyPoints'), ' ') ?? '').proposer).toEqual({
      dateOfBirth: '1990-04-21',
    });
  });

  it('leaves broken JSON alone', () => {
    expect(writeRiskField('{"area": ', field('area'), 'Rural')).toBeUndefined();
  });
});
