import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { uploadRatingTable, useRatingTable } from '#src/api/rating';
import { showSuccess } from '#src/components/dialogs';
import { TextAreaField } from '#src/components/TextAreaField';
import { ActionForm } from '../shared/ActionForm';
import { RatingPageHeader } from './RatingPageHeader';
import { Loaded } from '../shared/Loaded';
import { problemsOf, ServerProblems, type Problems } from './ServerProblems';
import { parseJsonObject, ratingTablePath } from './ratingTables';
import './Rating.css';

/** The server takes files up to 256 KB; a pasted table is held to the same size. */
const MAX_TABLE_CHARS = 256 * 1024;

interface UploadValues {
  json?: string;
}

/** /admin/rating/upload[?from=id]: a new version, pasted or from a file, checked before it is stored. */
export function RatingTableUploadPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <>
      <RatingPageHeader title="Upload a rating table">
        Paste the new version as JSON or choose a .json file. It needs a version name of its own. The whole
        table is checked first: if anything is wrong, nothing is saved and each problem is listed. A version
        that passes is stored as a draft and prices nothing until you activate it.
      </RatingPageHeader>
      {from ? <StartingFrom id={from} /> : <UploadForm initialJson="" />}
    </>
  );
}

function StartingFrom({ id }: { id: string }) {
  const { data, error } = useRatingTable(id);
  return (
    <Loaded data={data} error={error}>
      {(base) => (
        <>
          <p>
            Starting from version <strong>{base.version}</strong>: change the version and effective date, then
            the prices.
          </p>
          <UploadForm initialJson={JSON.stringify(base.table, null, 2)} />
        </>
      )}
    </Loaded>
  );
}

function UploadForm({ initialJson }: { initialJson: string }) {
  const navigate = useNavigate();
  const [problems, setProblems] = useState<Problems>();

  const onSubmit = async ({ json = '' }: UploadValues) => {
    const parsed = parseJsonObject(json, 'a rating table');
    if (!parsed.ok) {
      setProblems(undefined);
      return { json: parsed.error };
    }
    try {
      const stored = await uploadRatingTable(parsed.value);
      setProblems(undefined);
      void navigate(ratingTablePath(stored._id));
      void showSuccess('Uploaded!', `Version ${stored.version} is stored as a draft. Activate it to use it.`);
      return undefined;
    } catch (error) {
      setProblems(problemsOf(error));
      return { json: 'The server refused this table: see the problems listed.' };
    }
  };

  return (
    <div className="admin-panel rating-upload">
      <ServerProblems problems={problems} />
      <ActionForm<UploadValues>
        onSubmit={onSubmit}
        initialValues={{ json: initialJson }}
        submitLabel="Check and upload"
      >
        <TableFileField />
        <TextAreaField name="json" label="Rating table (JSON)" rows={20} maxLength={MAX_TABLE_CHARS} />
      </ActionForm>
    </div>
  );
}

/** Reads a chosen file into the JSON box, so what is sent is always what is on screen. */
function TableFileField() {
  const form = useForm<UploadValues>();
  const [note, setNote] = useState('');
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_TABLE_CHARS) {
      setNote(`${file.name} is larger than 256 KB, which no rating table needs.`);
      return;
    }
    form.change('json', await file.text());
    setNote(`${file.name} loaded below.`);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor="rating-table-file">
        Choose a .json file
      </label>
      <input
        id="rating-table-file"
        type="file"
        accept=".json,application/json"
        className="field__input"
        aria-describedby="rating-table-file-note"
        onChange={(event) => void onChange(event)}
      />
      <p id="rating-table-file-note" className="field__hint" role="status">
        {note}
      </p>
    </div>
  );
}
