import type { Upload } from '#src/api/uploads';
import type { InlineImage } from '#src/components/RichTextEditor';
import { ImageUpload } from './ImageUpload';

/** The body's widest inline image: as wide as the article column (48rem) on a 2x screen needs no more. */
const INLINE_WIDTH = 960;

/** The variant to put in the text: the widest up to INLINE_WIDTH (the page adds a srcset of the rest). */
function inlineVariant(image: Upload) {
  const fitting = image.variants.filter((variant) => variant.width <= INLINE_WIDTH);
  return fitting.at(-1) ?? image.variants[0];
}

/** The post body editor's image panel: upload a picture to the library and put it in the text. */
export function BodyImageUpload({ onInsert }: { onInsert: (image: InlineImage) => void }) {
  return (
    <ImageUpload
      label="Image for the text"
      submitLabel="Insert image"
      onUploaded={(image, alt) => {
        const { url, width, height } = inlineVariant(image);
        onInsert({ src: url, alt, width, height });
      }}
    />
  );
}
