/** Stands in for a screen another engineer is building, so the route and layout can be reached already. */
export function PlaceholderPage({ heading }: { heading: string }) {
  return (
    <div className="page-container placeholder-page">
      <h1>{heading}</h1>
    </div>
  );
}
