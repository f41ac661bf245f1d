import { useState } from 'react';
import { Link } from 'react-router';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG, type MyCertificate } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { downloadCertificatePdf } from '../api/download-certificate-pdf.ts';
import { useMyCertificates } from '../api/get-my-certificates.ts';
import { certificateTitle, eventDateOf, verifyPath } from '../certificate-labels.ts';

/**
 * A participant's certificates with their PDFs. Before any is issued (most of the event) it says
 * so in one quiet line; a failed load shows nothing, as the card is not what the dashboard is for.
 */
export function MyCertificatesCard() {
  const mine = useMyCertificates();
  if (!mine.data) return null;
  return (
    <section aria-labelledby="my-certificates-heading">
      <h2 id="my-certificates-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        Certificates
      </h2>
      {mine.data.length === 0 ? (
        <Card className="p-5 text-sm text-slate-600 dark:text-slate-400">{CERT_MSG.noneYet}</Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {mine.data.map((c) => (
              <CertificateItem key={c.code} certificate={c} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function CertificateItem({ certificate: c }: { certificate: MyCertificate }) {
  const [downloading, setDownloading] = useState(false);
  const title = certificateTitle(c.kind, c.place);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificatePdf(c.code);
    } catch (error) {
      toast.error(errorMessage(error, CERT_MSG.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={
            c.revokedAt
              ? 'flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
              : 'flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300'
          }
        >
          <Award aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{title}</p>
          <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {c.eventName} · Issued {eventDateOf(c.issuedAt)}
          </p>
          {c.revokedAt && (
            <Badge tone="red" className="mt-1">
              {CERT_MSG.revokedOn(eventDateOf(c.revokedAt))}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!c.revokedAt && (
          <Button size="sm" variant="outline" onClick={() => void download()} loading={downloading} aria-label={`Download PDF: ${title}`}>
            {!downloading && <Download aria-hidden="true" className="size-4" />} Download PDF
          </Button>
        )}
        <Link
          to={verifyPath(c.code)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('ghost', 'sm')}
          aria-label={`Verify: ${title} (opens in a new tab)`}
        >
          <ShieldCheck aria-hidden="true" className="size-4" /> Verify
        </Link>
      </div>
    </li>
  );
}
