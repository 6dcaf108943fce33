import { apiPath } from './paths';

describe('apiPath', () => {
  it('fills a template as the client does, encoding each value', () => {
    expect(apiPath('/api/v1/cms/pages/{page}', { page: 'home' })).toBe('/api/v1/cms/pages/home');
    expect(apiPath('/api/v1/x/{a}/{b}', { a: 'a b', b: '1/2' })).toBe('/api/v1/x/a%20b/1%2F2');
    expect(apiPath('/api/v1/dg-cookies/')).toBe('/api/v1/dg-cookies/');
  });

  it('adds the query as the client writes it: in order, encoded, unset values left out', () => {
    expect(apiPath('/api/v1/content/faqs', {}, { search: 'no claims', topic: undefined })).toBe(
      '/api/v1/content/faqs?search=no%20claims',
    );
    expect(apiPath('/api/v1/posts/blog', {}, { page_size: 3, tag: 'a&b' })).toBe(
      '/api/v1/posts/blog?page_size=3&tag=a%26b',
    );
    expect(apiPath('/api/v1/content/faqs', {}, { search: undefined })).toBe('/api/v1/content/faqs');
  });

  it('refuses a template with a value missing', () => {
    expect(() => apiPath('/api/v1/cms/pages/{page}')).toThrow('{page}');
  });
});
