import type { FormApi } from 'final-form';
import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  autosavePost,
  createPost,
  deletePost,
  discardPostChanges,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
  type Post,
} from '#src/api/posts';
import { RichTextField } from '#src/components/RichTextField';
import { TextField } from '#src/components/TextField';
import { confirmDanger } from '#src/components/dialogs';
import { showFailure } from '../shared/failure';
import { formatDateTime } from '../shared/format';
import { confirmDelete } from '../shared/rowActions';
import { BodyImageUpload } from './BodyImageUpload';
import { CoverImageField } from './CoverImageField';
import { dropBackup, readBackup, writeBackup } from './draftBackup';
import { PostPreview } from './PostPreview';
import { POSTS_LIST, postEditPath } from './postPaths';
import {
  autosaveBodyOf,
  autosaveKey,
  EMPTY_POST,
  formValuesOf,
  localDateTimeInput,
  saveBodyOf,
  type PostFormValues,
} from './postForm';
import { SaveStatus } from './SaveStatus';
import { TagPicker } from './TagPicker';
import { useAutosave } from './useAutosave';
import './posts.css';

const NEW = 'new';
// A post without a title cannot be created yet, so until it has one there is nothing to autosave.
const UNTITLED = autosaveKey(EMPTY_POST);
const keyOfNew = (values: PostFormValues) => (values.title.trim() ? autosaveKey(values) : UNTITLED);

interface PostEditorProps {
  /** The post being edited; none on Create a Post. */
  post?: Post;
}

/** Values to start from: this browser's unsaved edits when there are any, else the server's. */
function startingValues(post: Post | undefined) {
  const server = post ? formValuesOf(post) : EMPTY_POST;
  const backup = readBackup(post?._id ?? NEW);
  const restored = backup && autosaveKey(backup.values) !== autosaveKey(server);
  return {
    server,
    initial: restored ? { ...server, ...backup.values } : server,
    restored: Boolean(restored),
  };
}

/**
 * Create a Post and Edit a Post: the fields, the rich text body, cover and tags; autosave as you type
 * (a draft changes in place, a live post keeps the edits pending until published), and the actions
 * that save, preview, schedule, publish, unpublish and delete.
 */
export function PostEditor({ post }: PostEditorProps) {
  // Read once: the editor owns the values from here on (the page keys it by post).
  const [start] = useState(() => startingValues(post));
  return (
    <Form<PostFormValues>
      onSubmit={() => undefined}
      initialValues={start.initial}
      render={({ form, values }) => (
        <EditorBody
          form={form}
          values={values}
          post={post}
          serverValues={start.server}
          restored={start.restored}
        />
      )}
    />
  );
}

interface EditorBodyProps {
  form: FormApi<PostFormValues>;
  values: PostFormValues;
  post?: Post;
  serverValues: PostFormValues;
  restored: boolean;
}

function EditorBody({ form, values, post: loaded, serverValues, restored }: EditorBodyProps) {
  const navigate = useNavigate();
  const [post, setPost] = useState(loaded);
  const [preview, setPreview] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [notice, setNotice] = useState(restored ? 'Unsaved changes from this browser were restored.' : '');
  const id = post?._id;

  const save = async (current: PostFormValues) => {
    if (id) {
      setPost(await autosavePost(id, autosaveBodyOf(current)));
      return;
    }
    const created = await createPost(saveBodyOf(current));
    // Whatever was typed while the post was created goes with it to the edit screen.
    writeBackup(created._id, form.getState().values);
    dropBackup(NEW);
    void navigate(postEditPath(created._id), { replace: true });
  };
  const autosave = useAutosave({
    values,
    keyOf: id ? autosaveKey : keyOfNew,
    save,
    savedKey: autosaveKey(serverValues),
    // The last write of the post's edits: its pending changes, else the post itself.
    savedAt: loaded ? new Date(loaded.draftChangesAt ?? loaded.updatedAt) : undefined,
  });

  const backupKey = id ?? NEW;
  const pending = autosave.state.kind !== 'saved';
  useEffect(() => {
    if (pending) writeBackup(backupKey, values);
    else dropBackup(backupKey);
  }, [pending, values, backupKey]);

  /** An explicit action: a failure shows the server's message; a success updates the post. */
  const act = async (message: string, work: () => Promise<Post>) => {
    setNotice('');
    try {
      const after = await autosave.exclusive(work, values);
      setPost(after);
      if (!values.slug) form.change('slug', after.slug);
      setNotice(message);
      return after;
    } catch (error) {
      await showFailure(error);
      return undefined;
    }
  };

  // Publishing and scheduling first save every field, so what goes live is what is on screen.
  const withSaved = async (then: (postId: string) => Promise<Post>) => {
    const postId = id ?? (await createPost(saveBodyOf(values)))._id;
    if (id) await updatePost(postId, saveBodyOf(values));
    return then(postId);
  };

  const afterCreate = (after: Post | undefined) => {
    if (after && !id) {
      dropBackup(NEW);
      void navigate(postEditPath(after._id), { replace: true });
    }
  };

  const saveNow = async () => {
    if (!id) return afterCreate(await act('Post created.', () => createPost(saveBodyOf(values))));
    const message = post?.status === 'draft' ? 'Draft saved.' : 'Post updated.';
    await act(message, () => updatePost(id, saveBodyOf(values)));
  };

  const publish = async () =>
    afterCreate(await act('Post published.', () => withSaved((postId) => publishPost(postId))));

  const schedule = async () => {
    const at = new Date(publishAt);
    if (!publishAt || Number.isNaN(at.getTime()) || at <= new Date()) {
      setNotice('Choose a date and time in the future to schedule the post.');
      return;
    }
    afterCreate(
      await act(`Post scheduled for ${formatDateTime(at.toISOString())}.`, () =>
        withSaved((postId) => schedulePost(postId, at)),
      ),
    );
  };

  const unpublish = async () => {
    if (!id) return;
    try {
      await autosave.settle();
    } catch {
      return;
    }
    await act('Post unpublished: it is a draft again.', () => unpublishPost(id));
  };

  const discard = async () => {
    if (!id) return;
    const sure = await confirmDanger({
      title: 'Discard the changes?',
      text: 'The live post stays as it is; the edits not yet published are lost.',
      confirmButtonText: 'Yes, discard them',
    });
    if (!sure) return;
    try {
      const after = await autosave.exclusive(() => discardPostChanges(id), formValuesOf);
      setPost(after);
      form.initialize(formValuesOf(after));
      setNotice('Changes discarded.');
    } catch (error) {
      await showFailure(error);
    }
  };

  const remove = async () => {
    if (!id) return;
    const deleted = await confirmDelete('Post', values.title || 'Untitled post', () => deletePost(id));
    if (deleted) {
      dropBackup(id);
      void navigate(POSTS_LIST);
    }
  };

  const live = post?.status === 'published';
  const hasPending = Boolean(post?.hasDraftChanges) || (live && pending);

  return (
    <form className="post-editor" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="post-editor__bar">
        <SaveStatus post={post} state={autosave.state} />
        <p className="post-editor__notice" role="status">
          {notice}
        </p>
      </div>
      <div className="post-editor__columns">
        <div className="post-editor__main">
          {preview ? (
            <PostPreview values={values} />
          ) : (
            <>
              <TextField name="title" label="Title" maxLength={200} />
              <RichTextField
                name="body"
                label="Body"
                headingLevels={[2, 3, 4]}
                quotes
                imagePanel={(insert) => <BodyImageUpload onInsert={insert} />}
              />
              <TextField name="excerpt" label="Excerpt (shown on blog cards)" maxLength={500} />
            </>
          )}
        </div>
        <div className="post-editor__side">
          <div className="post-editor__actions">
            <button type="button" className="button button--primary" onClick={() => void saveNow()}>
              {live ? 'Update live post' : 'Save draft'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-pressed={preview}
              onClick={() => setPreview((on) => !on)}
            >
              {preview ? 'Back to editing' : 'Preview'}
            </button>
            {(!live || hasPending) && (
              <button type="button" className="button button--cta" onClick={() => void publish()}>
                {live ? 'Publish changes' : 'Publish now'}
              </button>
            )}
            {post && post.status !== 'draft' && (
              <button type="button" className="button button--quiet" onClick={() => void unpublish()}>
                Unpublish
              </button>
            )}
            {live && post?.hasDraftChanges && (
              <button type="button" className="button button--quiet" onClick={() => void discard()}>
                Discard changes
              </button>
            )}
          </div>
          <div className="post-editor__schedule">
            <label className="field__label" htmlFor="post-publish-at">
              Publish at (your local time)
            </label>
            <input
              id="post-publish-at"
              className="field__input"
              type="datetime-local"
              step={1}
              min={localDateTimeInput(new Date())}
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
            />
            <button type="button" className="button button--quiet" onClick={() => void schedule()}>
              Schedule
            </button>
          </div>
          <Field<PostFormValues['cover']> name="cover">
            {({ input }) => (
              <CoverImageField
                cover={input.value || null}
                alt={values.coverImageAlt}
                onCoverChange={(cover, alt) => {
                  input.onChange(cover);
                  if (alt !== undefined) form.change('coverImageAlt', alt);
                }}
                onAltChange={(alt) => form.change('coverImageAlt', alt)}
              />
            )}
          </Field>
          <Field<string[]> name="tags">
            {({ input }) => <TagPicker value={input.value || []} onChange={input.onChange} />}
          </Field>
          <TextField
            name="slug"
            label="Address (slug; made from the title when blank)"
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
          />
          <Field<boolean> name="featured" type="checkbox">
            {({ input }) => (
              <label className="post-editor__check">
                <input
                  type="checkbox"
                  name={input.name}
                  checked={Boolean(input.checked)}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />{' '}
                Featured (shown first on the blog)
              </label>
            )}
          </Field>
          <TextField name="seoTitle" label="SEO title (default: the title)" maxLength={120} />
          <TextField name="seoDescription" label="SEO description (default: the excerpt)" maxLength={300} />
          {id && (
            <button
              type="button"
              className="button button--quiet post-editor__delete"
              onClick={() => void remove()}
            >
              Delete post
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
