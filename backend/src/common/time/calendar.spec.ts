import { calendarKeys } from './calendar';

describe('calendarKeys', () => {
  it.each([
    ['2025-06-15T12:00:00Z', '2025-06-15', '2025-W24', '2025-06'],
    // 23:30 UTC in Irish summer time is already the next day.
    ['2025-06-15T23:30:00Z', '2025-06-16', '2025-W25', '2025-06'],
    ['2025-12-31T23:30:00Z', '2025-12-31', '2026-W01', '2025-12'],
    ['2021-01-03T10:00:00Z', '2021-01-03', '2020-W53', '2021-01'],
    ['2024-12-30T10:00:00Z', '2024-12-30', '2025-W01', '2024-12'],
    ['2026-03-31T23:30:00Z', '2026-04-01', '2026-W14', '2026-04'],
  ])('files %s under %s, %s and %s', (instant, day, week, month) => {
    expect(calendarKeys(new Date(instant))).toEqual({
      createdDay: day,
      createdWeek: week,
      createdMonth: month,
    });
  });
});
