import { useEffect, useRef, useState } from 'react';
import { Download, X } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { countOf } from '../../../lib/format.ts';
import { downloadAllCertificates, zipPercent, type ZipProgress } from '../api/download-all-certificates.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/**
 * "Download all (zip)": the server streams one PDF after another, so thousands of certificates
 * take a while; the bar shows how far it is, and Cancel stops it (nothing is saved then).
 */
export function DownloadAllCertificates() {
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the section stops a download under way rather than saving a file later, unasked.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ received: 0, estimated: null, count: null });
    try {
      const done = await downloadAllCertificates(setProgress, abort.signal);
      toast.success(done.count === null ? 'Certificates downloaded' : `${countOf(done.count, 'certificate')} downloaded`);
    } catch (error) {
      if (abort.signal.aborted) toast.info('Download cancelled');
      else toast.error(errorMessage(error, CERT_MSG.exportFailed));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (!progress)
    return (
      <Button variant="outline" onClick={() => void start()}>
        <Download aria-hidden="true" className="size-4" /> Download all (zip)
      </Button>
    );

  const percent = zipPercent(progress, false);
  return (
    <div className="flex w-full min-w-0 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 sm:w-80 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <p id="cert-zip-label" className="truncate text-xs text-slate-600 dark:text-slate-400">
          {progress.count === null ? 'Preparing the zip…' : `Zipping ${countOf(progress.count, 'certificate')}`}
          {progress.received > 0 && ` · ${megabytes(progress.received)}${progress.estimated ? ` of ~${megabytes(progress.estimated)}` : ''}`}
        </p>
        <div
          role="progressbar"
          aria-labelledby="cert-zip-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.estimated ? percent : undefined}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-blue-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()} aria-label="Cancel the download">
        <X aria-hidden="true" className="size-4" /> Cancel
      </Button>
    </div>
  );
}
