import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import {
  lookupVehicle,
  useAddressSearch,
  useCounties,
  useVehicleEngines,
  useVehicleModels,
} from './reference';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), errorRetryCount: 0 }}>{children}</SWRConfig>
);

const requested = () => {
  const url = new URL(fetchMock.mock.calls[0][0].url);
  return url.pathname + url.search;
};

beforeEach(() => fetchMock.mockReset());

describe('reference look-ups', () => {
  it('lists the counties the API gives (listCounties)', async () => {
    fetchMock.mockImplementation(() =>
      json({ ok: true, message: 'OK', errors: {}, counties: ['Cork', 'Dublin'] }),
    );
    const { result } = renderHook(() => useCounties(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['Cork', 'Dublin']));
    expect(requested()).toBe('/api/v1/reference/counties');
  });

  it('search addresses, keyed by the path and query exactly as requested', async () => {
    const addresses = [{ id: 'a1', line1: '12 Main Street', town: 'Naas' }];
    fetchMock.mockImplementation(() => json({ ok: true, message: 'OK', errors: {}, addresses }));
    const { result } = renderHook(() => useAddressSearch('12 Main St'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(addresses));
    expect(requested()).toBe('/api/v1/reference/addresses?search=12%20Main%20St&limit=8');
  });

  it('ask for nothing until there is something to ask', () => {
    renderHook(() => useAddressSearch(null), { wrapper });
    renderHook(() => useVehicleModels(undefined), { wrapper });
    renderHook(() => useVehicleEngines('Ford', 'Fiesta', undefined), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('list engines for a make, model and year', async () => {
    fetchMock.mockImplementation(() => json({ ok: true, message: 'OK', errors: {}, engines: [] }));
    const { result } = renderHook(() => useVehicleEngines('Ford', 'Fiesta', 2019), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(requested()).toBe('/api/v1/reference/vehicles/engines?make=Ford&model=Fiesta&year=2019');
  });

  it('look a car up by registration, failing with the reason', async () => {
    const reason =
      "That doesn't look like an Irish registration number, for example 12-D-3456 or 151-KE-789.";
    fetchMock.mockImplementation(() =>
      json({ ok: false, message: reason, errors: { registration: [reason] } }, 400),
    );
    await expect(lookupVehicle('12345')).rejects.toMatchObject({ status: 400, message: reason });
    expect(requested()).toBe('/api/v1/reference/vehicles/lookup?registration=12345');
  });
});
