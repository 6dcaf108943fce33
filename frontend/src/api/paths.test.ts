import { apiPath } from './paths';

describe('apiPath', () => {
  it('fills a template as the client does, encoding each value', () => {
    expect(apiPath('/api/v1/cms/pages/{page}', { page: 'home' })).toBe('/api/v1/cms/pages/home');
    expect(apiPath('/api/v1/x/{a}/{b}', { a: 'a b', b: '1/2' })).toBe('/api/v1/x/a%20b/1%2F2');
    expect(apiPath('/api/v1/dg-cookies/')).toBe('/api/v1/dg-cookies/');
  });

  it('refuses a template with a value missing', () => {
    expect(() => apiPath('/api/v1/cms/pages/{page}')).toThrow('{page}');
  });
});
