import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { accessTokens } from './accessTokens';
import { noteOpened, OPENED_COOKIE, openedIn, OpenedRecords } from './openedRecords';

const clearCookie = () => void (document.cookie = `${OPENED_COOKIE}=; Path=/; max-age=0`);

beforeEach(() => {
  clearCookie();
  sessionStorage.clear();
});
afterAll(clearCookie);

describe('the cookie of opened records', () => {
  it('lists each opened id once, the latest last, and the ten latest only', () => {
    for (let n = 1; n <= 12; n += 1) noteOpened(`id${n}`);
    noteOpened('id5');
    const moved = ['id3', 'id4', 'id6', 'id7', 'id8', 'id9', 'id10', 'id11', 'id12', 'id5'];
    expect(openedIn(document.cookie)).toEqual(moved);
  });

  it('is written when a token of a record with pages of its own is kept, and holds the id only', () => {
    accessTokens('test.token.', 'Missing', { listOpened: true }).remember('q1', 'secret-token');
    accessTokens('test.session.', 'Missing').remember('current', 'other-token');
    expect(openedIn(document.cookie)).toEqual(['q1']);
    expect(document.cookie).not.toContain('token');
  });

  it('reads only well-formed ids among other cookies', () => {
    expect(openedIn(`a=b; ${OPENED_COOKIE}=q1.<x>..q2; c=d`)).toEqual(['q1', 'q2']);
    expect(openedIn('a=b')).toEqual([]);
  });
});

describe('useAccess', () => {
  const tokens = accessTokens('test.token.', 'Missing');
  const withOpened =
    (opened: string[]) =>
    ({ children }: { children: ReactNode }) => <OpenedRecords value={opened}>{children}</OpenedRecords>;

  it('answers from the tab’s tokens once the page is the app’s, whatever the cookie says', () => {
    tokens.remember('held', 'token');
    const wrapper = withOpened(['unlisted-elsewhere']);
    expect(renderHook(() => tokens.useAccess('held'), { wrapper }).result.current).toBe('held');
    expect(renderHook(() => tokens.useAccess('other'), { wrapper }).result.current).toBe('missing');
    expect(renderHook(() => tokens.useAccess(null), { wrapper }).result.current).toBe('missing');
  });
});
