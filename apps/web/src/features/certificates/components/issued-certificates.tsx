import { useState } from 'react';
import { Link } from 'react-router';
import { Ban, ExternalLink, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG, type CertificateKind, type IssuedCertificate } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { countOf } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useIssuedCertificates } from '../api/get-issued-certificates.ts';
import { useReissueCertificate } from '../api/reissue-certificate.ts';
import { certificateTitle, eventDateOf, verifyPath } from '../certificate-labels.ts';
import { CertificateFilters } from './certificate-filters.tsx';
import { RevokeCertificateDialog } from './revoke-certificate-dialog.tsx';

type StatusFilter = '' | 'valid' | 'revoked';

/** Every certificate issued so far, with its verification link, a way to revoke it and to reissue a revoked one. */
export function IssuedCertificates() {
  const [kind, setKind] = useState<CertificateKind | ''>('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const [reissuing, setReissuing] = useState<IssuedCertificate | null>(null);
  const reissue = useReissueCertificate();
  const debounced = useDebouncedValue(search.trim(), 400);
  const issued = useIssuedCertificates({ kind: kind || undefined, status: status || undefined, search: debounced, page });
  const data = issued.data;
  const filtered = Boolean(kind || status || debounced);

  return (
    <section aria-labelledby="cert-issued-heading" className="space-y-4">
      <div>
        <h3 id="cert-issued-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Issued certificates
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Frozen when issued. Anyone can check one at its verification link.</p>
      </div>
      <CertificateFilters
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPage(1);
        }}
        kindLabel="Filter issued certificates by kind"
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        statusLabel="Filter issued certificates by status"
        statusOptions={[
          { value: '', label: 'Valid or revoked' },
          { value: 'valid', label: 'Valid' },
          { value: 'revoked', label: 'Revoked' },
        ]}
        search={search}
        onSearch={(q) => {
          setSearch(q);
          setPage(1);
        }}
        searchLabel="Search issued certificates by name, college, email or code"
        searchPlaceholder="Search name, college, email or code..."
      />

      {issued.isPending ? (
        <div className="flex justify-center py-10" role="status" aria-label="Loading the issued certificates">
          <Spinner />
        </div>
      ) : issued.isError || !data ? (
        <LoadFailure message={CERT_MSG.loadFailed} onRetry={() => void issued.refetch()} retrying={issued.isFetching} />
      ) : (
        <>
          <DataTable
            label="Issued certificates"
            rows={data.certificates}
            rowKey={(c) => c.code}
            columns={ISSUED_COLUMNS}
            busy={issued.isFetching}
            minWidth="min-w-[940px]"
            rowClassName={(c) => (c.revokedAt ? 'bg-red-50/60 dark:bg-red-950/20' : undefined)}
            actions={(c) => (
              <>
                <Link
                  to={verifyPath(c.code)}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={`Verify ${c.name}'s certificate (opens in a new tab)`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" /> Verify
                </Link>
                {!c.revokedAt && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 dark:text-red-400"
                    onClick={() => setRevoking(c)}
                    aria-label={`Revoke ${c.name}'s certificate`}
                  >
                    <Ban aria-hidden="true" className="size-4" /> Revoke
                  </Button>
                )}
                {c.revokedAt && !c.replacedBy && c.userId && (
                  <Button variant="ghost" size="sm" onClick={() => setReissuing(c)} aria-label={`Reissue ${c.name}'s certificate`}>
                    <RotateCcw aria-hidden="true" className="size-4" /> Reissue
                  </Button>
                )}
              </>
            )}
            empty={
              <Card className="p-8 text-center text-slate-500 dark:text-slate-400">
                {filtered ? 'No certificate matches these filters.' : 'No certificates issued yet. Check the preview, then issue them.'}
              </Card>
            }
          />
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-400">{countOf(data.pagination.totalCertificates, 'certificate')}</p>
            <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} ellipsis label="Issued certificate pages" />
          </div>
        </>
      )}
      <RevokeCertificateDialog certificate={revoking} onClose={() => setRevoking(null)} />
      <ConfirmDialog
        open={reissuing !== null}
        onOpenChange={(open) => !open && setReissuing(null)}
        title="Reissue this certificate?"
        description={
          reissuing
            ? `A new certificate with a new code is issued to ${reissuing.name}, with their current name, college and figures. The revoked one stays revoked and its verification page links to the new one.`
            : ''
        }
        confirmLabel="Reissue"
        pending={reissue.isPending}
        onConfirm={() =>
          reissuing &&
          reissue.mutate(reissuing.code, {
            onSuccess: (certificate) => {
              setReissuing(null);
              toast.success(`${CERT_MSG.reissued}: ${certificate.code}`);
            },
            onError: (error) => toast.error(errorMessage(error, 'The certificate could not be reissued')),
          })
        }
      />
    </section>
  );
}

const ISSUED_COLUMNS: DataColumn<IssuedCertificate>[] = [
  {
    key: 'name',
    header: 'Name',
    className: 'min-w-[11rem]',
    cell: (c) => (
      <span className="block min-w-0">
        <span className="block break-words">{c.name}</span>
        {c.college && <span className="block text-xs font-normal break-words text-slate-500 dark:text-slate-400">{c.college}</span>}
      </span>
    ),
  },
  { key: 'kind', header: 'Certificate', cell: (c) => certificateTitle(c.kind, c.place) },
  // One line at desktop width (a code read across two lines is easy to misread); wraps on a phone card.
  {
    key: 'code',
    header: 'Code',
    className: 'whitespace-nowrap',
    cell: (c) => <span className="font-mono text-xs wrap-anywhere sm:whitespace-nowrap">{c.code}</span>,
  },
  { key: 'issued', header: 'Issued', className: 'whitespace-nowrap', cell: (c) => eventDateOf(c.issuedAt) },
  {
    key: 'status',
    header: 'Status',
    wide: true,
    cell: (c) =>
      c.revokedAt ? (
        <span className="flex flex-col items-start gap-1">
          <Badge tone="red">{CERT_MSG.revokedOn(eventDateOf(c.revokedAt))}</Badge>
          {c.revokeReason && <span className="text-xs wrap-anywhere text-slate-600 dark:text-slate-400">{c.revokeReason}</span>}
          {c.replacedBy && (
            <Link
              to={verifyPath(c.replacedBy)}
              target="_blank"
              rel="noopener"
              className="text-xs font-medium wrap-anywhere text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {CERT_MSG.replacedBy(c.replacedBy)}
            </Link>
          )}
        </span>
      ) : (
        <Badge tone="green">Valid</Badge>
      ),
  },
];
