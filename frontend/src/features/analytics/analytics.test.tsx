import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { dataLayer, gtag, track } from './dataLayer';
import { usePageViews } from './usePageViews';

beforeEach(() => {
  delete window.dataLayer;
});

describe('track', () => {
  it('pushes an event object for the tag manager', () => {
    track('quote_start', { cover: 'learner' });
    expect(window.dataLayer).toEqual([{ event: 'quote_start', cover: 'learner' }]);
  });

  it('keeps a data layer that a container created first', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    track('form_submit');
    expect(dataLayer()).toBe(existing);
    expect(existing).toHaveLength(2);
  });
});

describe('gtag', () => {
  it('pushes the Arguments object, which is what the tag manager reads commands from', () => {
    gtag('consent', 'update', { ad_storage: 'granted' });
    const [entry] = dataLayer();
    expect(Array.isArray(entry)).toBe(false);
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'update', { ad_storage: 'granted' }]);
  });
});

describe('usePageViews', () => {
  it('pushes a page_view with the path and the route title on start and on every navigation', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?utm_source=mail']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        usePageViews();
        return useNavigate();
      },
      { wrapper },
    );
    expect(dataLayer()).toEqual([
      { event: 'page_view', page_path: '/', page_title: "Women's car insurance | Ivy Car Insurance" },
    ]);

    act(() => void result.current('/help-contact/faq?q=excess'));
    expect(dataLayer().at(-1)).toEqual({
      event: 'page_view',
      page_path: '/help-contact/faq',
      page_title: 'FAQs | Ivy Car Insurance',
    });
  });
});
