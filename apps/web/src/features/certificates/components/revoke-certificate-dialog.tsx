import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CERT_MSG, CERTIFICATE_LIMITS, type IssuedCertificate } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { useRevokeCertificate } from '../api/revoke-certificate.ts';
import { certificateTitle } from '../certificate-labels.ts';

/** Asks why before withdrawing a certificate: the reason goes to the audit trail. */
export function RevokeCertificateDialog({ certificate, onClose }: { certificate: IssuedCertificate | null; onClose: () => void }) {
  return (
    <Dialog
      open={certificate !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Revoke this certificate?"
      description="Its verification page will say it was revoked, from now on; revoking cannot be undone. To correct it, choose Reissue in the list afterwards: a new certificate with a new code, the current name and figures."
    >
      {certificate && <RevokeForm key={certificate.code} certificate={certificate} onClose={onClose} />}
    </Dialog>
  );
}

function RevokeForm({ certificate, onClose }: { certificate: IssuedCertificate; onClose: () => void }) {
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    // The same checks as the server's, in its order: length first.
    if (!text) return setFieldError(CERT_MSG.reasonRequired);
    if (text.length > CERTIFICATE_LIMITS.reasonMax) return setFieldError(CERT_MSG.reasonTooLong);
    setFieldError(undefined);
    revoke.mutate(
      { code: certificate.code, reason: text },
      {
        onSuccess: () => {
          toast.success(CERT_MSG.revoked);
          onClose();
        },
        onError: (error) => {
          const reasonError = error instanceof ApiError ? error.errors.find((e) => e.field === 'reason') : undefined;
          if (reasonError) setFieldError(reasonError.msg);
        },
      },
    );
  };
  const generalError = revoke.isError && !(revoke.error instanceof ApiError && revoke.error.errors.some((e) => e.field === 'reason'));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <span className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{certificate.name}</span>
        <span className="block">{certificateTitle(certificate.kind, certificate.place)}</span>
        <span className="block font-mono text-xs">{certificate.code}</span>
      </p>
      {generalError && <Alert tone="error" title={errorMessage(revoke.error, 'The certificate could not be revoked')} />}
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="revoke-reason">Reason</Label>
          <span id="revoke-reason-count" className="text-xs text-slate-500 dark:text-slate-400">
            {reason.length} / {CERTIFICATE_LIMITS.reasonMax}
          </span>
        </div>
        <Textarea
          id="revoke-reason"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Issued with a misspelt name"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'revoke-reason-error revoke-reason-count' : 'revoke-reason-count'}
        />
        <FieldError id="revoke-reason-error" message={fieldError} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={revoke.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={revoke.isPending}>
          Revoke
        </Button>
      </div>
    </form>
  );
}
