/** Line icons (24 px grid) for feature items; the CMS names one per feature. */
const ICONS: Record<string, string> = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  learner: 'M5 4h14v16H5zM10 8v8h5',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20a6 6 0 0 0-3-5.2',
  phone:
    'M6.6 3.5l2.6.4 1.3 4-1.9 1.5a11 11 0 0 0 6 6l1.5-1.9 4 1.3.4 2.6a2 2 0 0 1-2.2 2.1A16 16 0 0 1 4.4 5.7a2 2 0 0 1 2.2-2.2z',
  breakdown: 'M3 16V11l2-5h10l3 5h3v5zM7 16a2 2 0 1 0 4 0M15 16a2 2 0 1 0 4 0M12 3v2M17 4l-1 1.5M7 4l1 1.5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

export function FeatureIcon({ name }: { name: string | undefined }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={ICONS[name ?? ''] ?? ICONS.heart}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
