import { pageInfo, pageWindow } from './pagination';

describe('pagination', () => {
  it('defaults to the first page of 10', () => {
    expect(pageWindow({})).toEqual({ page: 0, pageSize: 10, skip: 0, limit: 10 });
    expect(pageWindow({ page: 2, page_size: 25 })).toEqual({ page: 2, pageSize: 25, skip: 50, limit: 25 });
  });

  it('counts pages, with at least one', () => {
    expect(pageInfo({ page: 0, pageSize: 10 }, 0)).toEqual({
      page: 0,
      page_size: 10,
      total_pages: 1,
      total_items: 0,
    });
    expect(pageInfo({ page: 0, pageSize: 10 }, 21).total_pages).toBe(3);
  });
});
