import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * The admin screens' shared test kit. An admin screen's test mocks the sweetalert2 dialogs with these:
 *   vi.mock('<path>/components/dialogs', () => import('<path>/test/adminPages').then((kit) => kit.dialogs));
 * and calls resetAdminMocks() before each test.
 */
export const dialogs = { confirmDanger: vi.fn(), showSuccess: vi.fn(), showError: vi.fn() };

/** Every mock cleared, and every confirmation answered Yes until a test says otherwise. */
export function resetAdminMocks() {
  vi.clearAllMocks();
  dialogs.confirmDanger.mockResolvedValue(true);
}

/** Renders the admin screens routed as given (route path → element), opened at `path`. */
export function renderAdminAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

interface DeleteRow {
  /** The row's Delete button's accessible name, e.g. 'Delete _ga (Analytics)'. */
  button: string;
  /** The mocked API call that deletes, and the id it must be given. */
  remove: ReturnType<typeof vi.fn>;
  id: string;
  /** 'Cookie' → SPEC's 'Cookie has been deleted.' */
  noun: string;
}

/** Deletes a row through its confirmation and checks the call and SPEC's success dialog. */
export async function deleteRowConfirmed({ button, remove, id, noun }: DeleteRow) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(dialogs.confirmDanger).toHaveBeenCalledWith(expect.objectContaining({ title: 'Are you sure?' }));
  expect(remove).toHaveBeenCalledWith(id);
  expect(dialogs.showSuccess).toHaveBeenCalledWith('Deleted!', `${noun} has been deleted.`);
}
