import { COUNTIES, PLACES, ROUTING_KEYS } from './gazetteer';
import { RATING_AREAS } from './rating-areas';

describe('gazetteer', () => {
  it('has all 139 Eircode routing keys, each once', () => {
    const keys = ROUTING_KEYS.map((routingKey) => routingKey.key);
    expect(keys).toHaveLength(139);
    expect(new Set(keys).size).toBe(139);
    expect(keys).toEqual(
      expect.arrayContaining(['A41', 'D01', 'D24', 'D6W', 'T12', 'T23', 'H91', 'V94', 'X91', 'Y35']),
    );
    for (const key of keys) expect(key).toMatch(/^([ACDEFHKNPRTVWXY]\d{2}|D6W)$/);
  });

  it('covers the 26 counties, each with several towns', () => {
    expect(COUNTIES).toHaveLength(26);
    for (const county of COUNTIES) {
      expect(PLACES.filter((place) => place.county === county).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses between 6 and 10 rating areas, all of them', () => {
    expect(RATING_AREAS.length).toBeGreaterThanOrEqual(6);
    expect(RATING_AREAS.length).toBeLessThanOrEqual(10);
    expect(new Set(ROUTING_KEYS.map((routingKey) => routingKey.area))).toEqual(new Set(RATING_AREAS));
  });

  it('names each place once per routing key', () => {
    const keys = PLACES.map((place) => `${place.routingKey}/${place.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists Dublin suburbs under their postal districts', () => {
    expect(PLACES).toEqual(
      expect.arrayContaining([
        { name: 'Rathmines', county: 'Dublin', routingKey: 'D06' },
        { name: 'Tallaght', county: 'Dublin', routingKey: 'D24' },
        { name: 'Terenure', county: 'Dublin', routingKey: 'D6W' },
      ]),
    );
  });
});
