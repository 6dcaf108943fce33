const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain-text mail with its web addresses as links (a reset link, say), nothing else interpreted. */
export function LinkifiedText({ text }: { text: string }) {
  // split() with a capturing group puts the addresses at the odd indexes.
  const parts = text.split(URL_PATTERN);
  return (
    <div className="mail-text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </div>
  );
}
