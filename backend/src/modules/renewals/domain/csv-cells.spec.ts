import { sniffDelimiter } from './csv-cells';

describe('sniffing the delimiter', () => {
  it('picks semicolons when the header has more of them, ignoring quoted text', () => {
    expect(sniffDelimiter('Policy number;Customer name;Email')).toBe(';');
    expect(sniffDelimiter('Policy number,Customer name,Email')).toBe(',');
    expect(sniffDelimiter('"a;b;c;d",Email,Phone')).toBe(',');
  });
});
