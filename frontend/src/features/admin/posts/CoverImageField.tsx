import { AltTextField } from './AltTextField';
import { coverOf, type CoverValue } from './postForm';
import { ImageUpload } from './ImageUpload';

interface CoverImageFieldProps {
  cover: CoverValue | null;
  alt: string;
  onCoverChange: (cover: CoverValue | null, alt?: string) => void;
  onAltChange: (alt: string) => void;
}

/** The post's cover: the current picture with its alt text, or an upload to choose one. */
export function CoverImageField({ cover, alt, onCoverChange, onAltChange }: CoverImageFieldProps) {
  return (
    <fieldset className="cover-field">
      <legend>Cover image</legend>
      {cover ? (
        <>
          {cover.image ? (
            <img
              className="cover-field__preview"
              src={cover.image.src}
              srcSet={cover.image.srcSet}
              sizes="20rem"
              width={cover.image.width}
              height={cover.image.height}
              alt={alt || cover.image.alt}
            />
          ) : (
            <p>An image from the library is chosen (shown once saved).</p>
          )}
          <AltTextField label="Cover alt text" value={alt} onChange={onAltChange} />
          <button type="button" className="button button--quiet" onClick={() => onCoverChange(null)}>
            Remove cover
          </button>
        </>
      ) : (
        <ImageUpload
          label="Cover picture"
          submitLabel="Upload cover"
          onUploaded={(image, imageAlt) => onCoverChange(coverOf(image), imageAlt)}
        />
      )}
    </fieldset>
  );
}
