import type { CertificateKind } from '@hackcamp/contract';

export interface PreviewFilters {
  kind?: CertificateKind;
  status?: 'qualifies' | 'misses';
  search: string;
  page: number;
}

export interface IssuedFilters {
  kind?: CertificateKind;
  status?: 'valid' | 'revoked';
  search: string;
  page: number;
}

export const certificateKeys = {
  all: ['certificates'] as const,
  rules: ['certificates', 'rules'] as const,
  preview: (filters: PreviewFilters) => ['certificates', 'preview', filters] as const,
  issued: (filters: IssuedFilters) => ['certificates', 'issued', filters] as const,
  mine: ['certificates', 'mine'] as const,
  verify: (code: string) => ['certificates', 'verify', code] as const,
};
