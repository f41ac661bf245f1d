import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BadgeCheck, Ban, SearchX, ShieldCheck } from 'lucide-react';
import { CERT_MSG, CERTIFICATE_LIMITS, type VerifiedCertificate } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useVerifyCertificate } from '../../features/certificates/api/verify-certificate.ts';
import { certificateTitle, eventDateOf, verifyPath } from '../../features/certificates/certificate-labels.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /verify/:code, public: whether a certificate's code is genuine, and whose it is. */
export function VerifyPage() {
  useDocumentTitle('Verify a certificate');
  const { code = '' } = useParams();
  const result = useVerifyCertificate(code);
  const error = result.error;

  let body;
  if (!code) body = null;
  else if (result.isPending) {
    body = (
      <Card className="flex items-center justify-center gap-3 p-10 text-slate-600 dark:text-slate-400" role="status">
        <Spinner className="size-5" /> Checking the certificate…
      </Card>
    );
  } else if (error instanceof ApiError && error.status === 404) {
    body = (
      <Outcome tone="unknown" icon={SearchX} title={CERT_MSG.notFound}>
        <p>
          No certificate has the code <span className="font-mono font-semibold wrap-anywhere">{code}</span>. Check it against the one printed on the
          certificate.
        </p>
      </Outcome>
    );
  } else if (error instanceof ApiError && error.status === 429) {
    body = <Outcome tone="unknown" icon={Ban} title={error.serverMessage ?? CERT_MSG.tooManyChecks} />;
  } else if (error || !result.data) {
    body = <LoadFailure message={CERT_MSG.loadFailed} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  } else body = <CertificateOutcome certificate={result.data.certificate} code={code} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-8 sm:py-12">
        <div className="mx-auto w-full max-w-xl space-y-6">
          <div className="text-center">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-xs font-semibold text-blue-700 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-300">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Certificate check
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Verify a certificate</h1>
          </div>
          {/* Announced when the answer replaces the loading line. */}
          <div aria-live="polite">{body}</div>
          <CodeForm current={code} />
        </div>
      </main>
    </div>
  );
}

function CertificateOutcome({ certificate, code }: { certificate: VerifiedCertificate; code: string }) {
  const revoked = certificate.revokedAt !== null;
  return (
    <Outcome
      tone={revoked ? 'revoked' : 'valid'}
      icon={revoked ? Ban : BadgeCheck}
      title={revoked ? CERT_MSG.revokedOn(eventDateOf(certificate.revokedAt!)) : CERT_MSG.valid}
    >
      {revoked && <p className="mb-4">This certificate was withdrawn by the organisers and no longer counts.</p>}
      {certificate.replacedBy && (
        <p className="mb-4" data-testid="replaced-by">
          It was replaced by a corrected certificate:{' '}
          <Link
            to={verifyPath(certificate.replacedBy)}
            className="font-mono font-semibold wrap-anywhere text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            {certificate.replacedBy}
          </Link>
          .
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-left sm:grid-cols-[auto_minmax(0,1fr)]">
        <Row label="Name">
          <span className="text-lg font-semibold wrap-anywhere text-slate-900 dark:text-white">{certificate.name}</span>
        </Row>
        <Row label="Certificate">{certificateTitle(certificate.kind, certificate.place)}</Row>
        <Row label="Event">
          {certificate.event}
          <span className="block text-sm text-slate-600 dark:text-slate-400">{certificate.eventDates}</span>
        </Row>
        <Row label="Issued">{eventDateOf(certificate.issuedAt)}</Row>
        <Row label="Code">
          <span className="font-mono wrap-anywhere">{code.toUpperCase()}</span>
        </Row>
      </dl>
    </Outcome>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase sm:pt-1 dark:text-slate-400">{label}</dt>
      <dd className="-mt-2 min-w-0 text-slate-800 sm:mt-0 dark:text-slate-200">{children}</dd>
    </>
  );
}

const TONES = {
  valid: { card: 'border-emerald-300 dark:border-emerald-500/40', head: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200' },
  revoked: { card: 'border-red-300 dark:border-red-500/40', head: 'bg-red-50 text-red-800 dark:bg-red-500/10 dark:text-red-200' },
  unknown: { card: '', head: 'bg-slate-50 text-slate-800 dark:bg-slate-800/60 dark:text-slate-100' },
} as const;

function Outcome({ tone, icon: Icon, title, children }: { tone: keyof typeof TONES; icon: typeof BadgeCheck; title: string; children?: React.ReactNode }) {
  return (
    <Card className={`overflow-hidden ${TONES[tone].card}`}>
      <h2 className={`flex items-center gap-3 px-5 py-4 text-lg font-bold sm:px-6 ${TONES[tone].head}`}>
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        <span className="min-w-0 wrap-anywhere">{title}</span>
      </h2>
      {children && <div className="px-5 py-5 text-slate-700 sm:px-6 dark:text-slate-300">{children}</div>}
    </Card>
  );
}

/** A code typed from a printed certificate (the QR code opens this page with it already). */
function CodeForm({ current }: { current: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (code) navigate(verifyPath(code));
    setValue('');
  };
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} className="space-y-2">
        <Label htmlFor="verify-code">{current ? 'Check another code' : 'Certificate code'}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="verify-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={CERTIFICATE_LIMITS.codeInputMax}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 7K3M9QXD2HBWR4TP"
            aria-describedby="verify-code-hint"
            className="font-mono"
          />
          <Button type="submit" disabled={!value.trim()}>
            Verify
          </Button>
        </div>
        <p id="verify-code-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {CERT_MSG.verifyHint}
        </p>
      </form>
    </Card>
  );
}
