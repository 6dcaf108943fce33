import type { PostFormValues } from './postForm';

/**
 * A copy of the editor's values in this browser, written on every change and dropped once the server
 * has them: a closed tab, a crash or a lost connection never loses an edit. Keyed by post id ('new'
 * before the post exists).
 */
const key = (postId: string) => `ivy.post-draft.${postId}`;

interface Backup {
  values: PostFormValues;
  at: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readBackup(postId: string): Backup | undefined {
  const text = storage()?.getItem(key(postId));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Backup;
  } catch {
    return undefined;
  }
}

export function writeBackup(postId: string, values: PostFormValues): void {
  try {
    storage()?.setItem(key(postId), JSON.stringify({ values, at: new Date().toISOString() }));
  } catch {
    // A full or blocked storage: the server autosave still runs.
  }
}

export function dropBackup(postId: string): void {
  storage()?.removeItem(key(postId));
}
