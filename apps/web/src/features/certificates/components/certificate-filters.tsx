import { CERTIFICATE_KIND_LABEL, CERTIFICATE_KINDS, LIMITS, type CertificateKind } from '@hackcamp/contract';
import { Card } from '../../../components/ui/card.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';

interface CertificateFiltersProps<S extends string> {
  kind: CertificateKind | '';
  onKind: (kind: CertificateKind | '') => void;
  kindLabel: string;
  status: S | '';
  onStatus: (status: S | '') => void;
  statusLabel: string;
  /** The status choices, the first being "either" (value ''). */
  statusOptions: readonly { value: S | ''; label: string }[];
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
}

/** Kind, status and search over a certificate list: the preview's and the issued list's filter bar. */
export function CertificateFilters<S extends string>(props: CertificateFiltersProps<S>) {
  return (
    <Card className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]">
      <Select aria-label={props.kindLabel} value={props.kind} onChange={(e) => props.onKind(e.target.value as CertificateKind | '')}>
        <option value="">Every kind</option>
        {CERTIFICATE_KINDS.map((k) => (
          <option key={k} value={k}>
            {CERTIFICATE_KIND_LABEL[k]}
          </option>
        ))}
      </Select>
      <Select aria-label={props.statusLabel} value={props.status} onChange={(e) => props.onStatus(e.target.value as S | '')}>
        {props.statusOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <SearchInput
        aria-label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        maxLength={LIMITS.searchMax}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
    </Card>
  );
}
