import { useState, type FormEvent } from 'react';
import { CircleAlert, Download, FileUp, KeyRound, Upload } from 'lucide-react';
import { toast } from 'sonner';
import {
  decodeCsvBytes,
  IMPORT_FIELDS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_KIND_LABELS,
  IMPORT_MSG,
  PARTICIPANT_TYPES,
  PARTICIPANT_TYPE_LABELS,
  type ImportKind,
  type ImportResult,
  type ParticipantType,
} from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useImportCommit, useImportPreview, type ImportInput } from '../api/run-import.ts';
import { credentialsCsv, credentialsFileName, downloadText } from '../credentials-csv.ts';
import { rejectedRowsCsv, rejectedRowsFileName } from '../rejected-rows-csv.ts';
import { countOf, formatNumber } from '../../../lib/format.ts';
import { ColumnMappingCard, ImportRowsTable, ImportSummary } from './import-preview.tsx';
import { KeptCredentialsCard } from './kept-credentials-card.tsx';

type Done = { kind: ImportKind; file: File; result: ImportResult; downloaded: boolean };

const KIND_HINTS: Record<ImportKind, string> = {
  participants: 'One row per participant. New emails become accounts; known ones are updated.',
  mentors: 'One row per mentor. Skills may be one cell with a comma-separated list.',
  judges: 'One row per judge.',
  assignments: 'One row per participant: their email and their mentor’s. Import both people first.',
  problems: 'One row per problem statement, matched by title. Extra columns (ID, remarks) are ignored.',
};

/**
 * The import flow: choose a kind and a file, read the preview (every row's verdict, the column
 * mapping to fix), confirm, then hand out the new accounts' temporary passwords. The server keeps
 * them for their importer for a while (the kept list at the top), but the card asks before it is
 * left with the file not downloaded.
 */
export function ImportPanel() {
  const [kind, setKind] = useState<ImportKind>('participants');
  const [participantType, setParticipantType] = useState<ParticipantType>('bootcamp');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [preview, setPreview] = useState<{ input: ImportInput; result: ImportResult } | null>(null);
  /** Which import is being confirmed: the whole file, or its valid rows only (skipInvalid). */
  const [confirming, setConfirming] = useState<'all' | 'valid' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const previewCall = useImportPreview();
  const commitCall = useImportCommit();

  const runPreview = (input: ImportInput) =>
    previewCall.mutate(input, {
      onSuccess: (result) => setPreview({ input, result }),
      onError: (error) => toast.error(errorMessage(error, IMPORT_MSG.previewFailed)),
    });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setMapping({});
    runPreview({ kind, file, participantType, mapping: {} });
  }

  function changeColumn(column: string, field: string | null) {
    if (!preview) return;
    const next = { ...mapping, [column]: field };
    setMapping(next);
    runPreview({ ...preview.input, mapping: next });
  }

  function commit() {
    if (!preview) return;
    commitCall.mutate(
      { input: preview.input, skipInvalid: confirming === 'valid' },
      {
        onSuccess: (result) => {
          setConfirming(null);
          setPreview(null);
          setDone({ kind: preview.input.kind, file: preview.input.file, result, downloaded: false });
          toast.success(importedMessage(result));
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(errorMessage(error, IMPORT_MSG.importFailed));
        },
      },
    );
  }

  function reset() {
    setDone(null);
    setPreview(null);
    setFile(null);
    setMapping({});
  }

  if (done) return <ImportDone done={done} onDownloaded={() => setDone({ ...done, downloaded: true })} onAgain={reset} />;

  const result = preview?.result;
  const toWrite = result ? result.summary.created + result.summary.updated : 0;
  const tooLarge = !!file && file.size > IMPORT_FILE_MAX_BYTES;

  return (
    <div className="space-y-6">
      <KeptCredentialsCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileUp aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Import from a spreadsheet
          </CardTitle>
          <CardDescription>Save the sheet as CSV (comma or semicolon, UTF-8). You will see every row before anything is written.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid grid-cols-1 gap-4 md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end">
            <div>
              <Label htmlFor="import-kind">What to import</Label>
              <Select
                id="import-kind"
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as ImportKind);
                  setPreview(null);
                }}
              >
                {IMPORT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {IMPORT_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor="import-type">Participation type</Label>
              <Select
                id="import-type"
                value={participantType}
                disabled={kind !== 'participants'}
                aria-describedby="import-type-hint"
                onChange={(e) => {
                  setParticipantType(e.target.value as ParticipantType);
                  setPreview(null);
                }}
              >
                {PARTICIPANT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PARTICIPANT_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
              <p id="import-type-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Given to new participants whose row has no participation type.
              </p>
            </div>
            <div>
              <Label htmlFor="import-file">CSV file</Label>
              <Input
                id="import-file"
                type="file"
                accept=".csv,text/csv,.txt"
                className="file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-blue-700 dark:file:bg-blue-500/15 dark:file:text-blue-300"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setPreview(null);
                }}
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">At most {IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.</p>
            </div>
            <Button type="submit" disabled={!file || tooLarge} loading={previewCall.isPending && !preview} className="md:mb-5">
              <Upload aria-hidden="true" className="size-4" /> Preview
            </Button>
          </form>
          {tooLarge && <Alert tone="error" className="mt-4" title={IMPORT_MSG.fileTooLarge} />}
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {KIND_HINTS[kind]} Columns we recognise:{' '}
            {IMPORT_FIELDS[kind].map((f, i) => (
              <span key={f.field}>
                {i > 0 && ', '}
                <span className="font-medium text-slate-800 dark:text-slate-200">{f.label}</span>
                {f.required && <span className="text-slate-500 dark:text-slate-400"> (required)</span>}
              </span>
            ))}
            .
          </p>
        </CardContent>
      </Card>

      {result && preview && (
        <section aria-label="Preview" className="space-y-6" aria-busy={previewCall.isPending}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Preview of {preview.input.file.name}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{IMPORT_MSG.previewed}.</p>
            </div>
            {result.summary.errors > 0 && toWrite > 0 ? (
              // The bad rows are left for later: the good ones need not wait for them.
              <Button onClick={() => setConfirming('valid')} disabled={previewCall.isPending}>
                {IMPORT_MSG.importValid(toWrite)}
              </Button>
            ) : (
              <Button onClick={() => setConfirming('all')} disabled={result.summary.errors > 0 || toWrite === 0 || previewCall.isPending}>
                Import {formatNumber(toWrite)} {toWrite === 1 ? 'row' : 'rows'}
              </Button>
            )}
          </div>
          <ImportSummary summary={result.summary} />
          {result.summary.errors > 0 && toWrite > 0 ? (
            <Alert tone="error" title={`${countOf(result.summary.errors, 'row')} ${result.summary.errors === 1 ? 'has an error' : 'have errors'}.`}>
              <p>
                Fix {result.summary.errors === 1 ? 'it' : 'them'} in the file (or the columns below) and preview again, or import the{' '}
                {countOf(toWrite, 'valid row')} now and download the rejected ones, with their reasons, to fix and import later.
              </p>
            </Alert>
          ) : result.summary.errors > 0 ? (
            <Alert tone="error" title={IMPORT_MSG.fixBeforeImport(result.summary.errors)} />
          ) : toWrite === 0 ? (
            <Alert tone="success" title={IMPORT_MSG.nothingToImport} />
          ) : null}
          <ColumnMappingCard kind={preview.input.kind} result={result} onChange={changeColumn} pending={previewCall.isPending} />
          <ImportRowsTable key={JSON.stringify(result.summary) + JSON.stringify(mapping)} result={result} />
        </section>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Import ${preview?.input.file.name ?? 'the file'}?`}
        description={
          result
            ? `This creates ${result.summary.created} and updates ${result.summary.updated} ${IMPORT_KIND_LABELS[preview!.input.kind].toLowerCase()}, all at once.` +
              (confirming === 'valid'
                ? ` The ${countOf(result.summary.errors, 'row')} with errors ${result.summary.errors === 1 ? 'is' : 'are'} left out, listed with their reasons to fix.`
                : '') +
              (result.summary.created && ['participants', 'mentors', 'judges'].includes(preview!.input.kind)
                ? ' New accounts get temporary passwords, shown once on the next screen.'
                : '')
            : ''
        }
        confirmLabel={confirming === 'valid' ? IMPORT_MSG.importValid(toWrite) : 'Import'}
        onConfirm={commit}
        pending={commitCall.isPending}
      />
    </div>
  );
}

/**
 * The passwords of the accounts just created. Until the file is downloaded, leaving (another file,
 * another tab, a link, a reload) asks first: what an organiser expects of a card saying "download
 * these"; once it is saved, nothing nags, and the kept list still has it until dismissed.
 */
function ImportDone({ done, onDownloaded, onAgain }: { done: Done; onDownloaded: () => void; onAgain: () => void }) {
  const { result } = done;
  const credentials = result.credentials ?? [];
  const guard = useLeaveGuard(credentials.length > 0 && !done.downloaded);
  const download = () => {
    downloadText(credentialsFileName(done.kind), credentialsCsv(credentials));
    onDownloaded();
  };
  return (
    <div className="space-y-6">
      <Alert
        tone="success"
        title={
          result.summary.errors
            ? `${importedMessage(result)} From ${done.file.name}.`
            : `${IMPORT_MSG.imported(result.summary.created, result.summary.updated)} from ${done.file.name}`
        }
      >
        <p>
          {result.summary.skipped} {result.summary.skipped === 1 ? 'row was' : 'rows were'} already there.
        </p>
        {result.invited !== undefined && result.invited > 0 && <p>{IMPORT_MSG.invited(result.invited)}</p>}
      </Alert>
      {result.summary.errors > 0 && <RejectedRows file={done.file} result={result} />}
      {credentials.length > 0 && (
        <Card className="border-amber-300 dark:border-amber-500/40">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" /> Temporary passwords for {credentials.length} new{' '}
              {credentials.length === 1 ? 'account' : 'accounts'}
            </CardTitle>
            <CardDescription>{IMPORT_MSG.credentialsKept} Each person chooses a new password at first sign-in.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button onClick={download}>
              <Download aria-hidden="true" className="size-4" /> Download credentials (CSV)
            </Button>
            {done.downloaded && <span className="text-sm text-emerald-700 dark:text-emerald-300">Saved. Keep the file somewhere safe.</span>}
          </CardContent>
        </Card>
      )}
      <Button variant="outline" onClick={() => guard.confirm(onAgain)}>
        Import another file
      </Button>
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => !open && guard.stay()}
        title="Leave without downloading the passwords?"
        description={IMPORT_MSG.leaveUndownloaded(credentials.length)}
        confirmLabel="Leave anyway"
        onConfirm={guard.proceed}
      />
    </div>
  );
}

/** The answer's own words: with rejected rows, how many were left out too. */
function importedMessage(result: ImportResult) {
  const { created, updated, errors } = result.summary;
  return errors ? IMPORT_MSG.importedRejected(created, updated, errors) : IMPORT_MSG.imported(created, updated);
}

/** The rows left out, with their reasons, and the file to fix them in: their own columns plus the reason. */
function RejectedRows({ file, result }: { file: File; result: ImportResult }) {
  const rejected = result.rows.filter((r) => r.action === 'error');
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      downloadText(rejectedRowsFileName(file.name), rejectedRowsCsv(text, result.rows));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Card className="border-red-200 dark:border-red-500/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" /> {countOf(rejected.length, 'row')} not imported
        </CardTitle>
        <CardDescription>
          Fix {rejected.length === 1 ? 'it' : 'them'} in the downloaded file ({rejected.length === 1 ? 'its' : 'their'} own columns, with the reason last) and
          import it again.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul aria-label="Rows not imported" className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rejected.map((r) => (
            <li key={r.row} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:gap-4">
              <span className="shrink-0 font-medium text-slate-900 tabular-nums sm:w-44 dark:text-white">
                Row {r.row}
                {r.label && <span className="block font-normal break-all text-slate-600 dark:text-slate-400">{r.label}</span>}
              </span>
              <span className="text-red-700 dark:text-red-300">{r.errors.join('; ')}</span>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" /> Download rejected rows (CSV)
        </Button>
        {failed && <Alert tone="error" title="The file could not be read again: choose it again to import." />}
      </CardContent>
    </Card>
  );
}
