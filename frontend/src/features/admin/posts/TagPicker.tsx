import { useId, useState, type KeyboardEvent } from 'react';
import { usePostTags } from '#src/api/posts';
import { tagSlug } from './postForm';

/** The server keeps at most this many tags a post. */
export const MAX_TAGS = 10;

interface TagPickerProps {
  value: string[];
  onChange: (tags: string[]) => void;
}

/** Tags as removable chips, and a box that suggests the tags already in use (Enter or comma adds). */
export function TagPicker({ value, onChange }: TagPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const known = usePostTags().data?.tags ?? [];
  const full = value.length >= MAX_TAGS;

  const add = () => {
    const tag = tagSlug(text);
    setText('');
    if (tag && !value.includes(tag) && !full) onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="field tag-picker">
      <label className="field__label" htmlFor={inputId}>
        Tags
      </label>
      {value.length > 0 && (
        <ul className="tag-picker__chips" aria-label="Tags of this post">
          {value.map((tag) => (
            <li key={tag} className="tag-picker__chip">
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-picker__add">
        <input
          id={inputId}
          className="field__input"
          list={listId}
          value={text}
          disabled={full}
          placeholder={full ? `At most ${MAX_TAGS} tags` : 'For example, learner drivers'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--quiet" onClick={add} disabled={full || !text.trim()}>
          Add tag
        </button>
      </div>
      <datalist id={listId}>
        {known
          .filter(({ tag }) => !value.includes(tag))
          .map(({ tag, count }) => (
            <option key={tag} value={tag} label={`${tag} (${count})`} />
          ))}
      </datalist>
    </div>
  );
}
