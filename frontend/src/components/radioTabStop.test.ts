import { radioTabIndex } from './radioTabStop';

describe('radioTabIndex', () => {
  it('gives the group one stop: the first radio until one is checked, then the checked one', () => {
    expect([0, 1, 2].map((i) => radioTabIndex(i, false, false))).toEqual([0, -1, -1]);
    expect([0, 1, 2].map((i) => radioTabIndex(i, i === 2, true))).toEqual([-1, -1, 0]);
  });
});
