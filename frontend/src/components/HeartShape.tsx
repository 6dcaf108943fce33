/**
 * The brand's heart-shaped ivy leaf in a 24 x 24 box, shared by the logo and the loading screen.
 * Colours come from CSS (.heart-shape__leaf fill, .heart-shape__vein stroke) so each context can theme it.
 */
export function HeartShape({ withVeins = false }: { withVeins?: boolean }) {
  return (
    <>
      <path
        className="heart-shape__leaf"
        d="M12 20.6C12 20.6 3 14.7 3 8.9 3 6 5.2 4 7.8 4c1.8 0 3.4 1 4.2 2.6C12.8 5 14.4 4 16.2 4 18.8 4 21 6 21 8.9c0 5.8-9 11.7-9 11.7Z"
      />
      {withVeins && (
        <path
          className="heart-shape__vein"
          d="M12 7.2v11.2M12 11.4l-3-2.4M12 11.4l3-2.4M12 14.6l-2.4-1.8M12 14.6l2.4-1.8"
          fill="none"
          strokeWidth="1.1"
          strokeLinecap="round"
        />
      )}
    </>
  );
}
