import { describe, expect, it } from 'vitest';
import { SUBMISSION_MSG } from '@hackcamp/contract';
import { fileProblem } from './submission-file-check.ts';

describe('fileProblem', () => {
  it('accepts the spec types up to 10 MB', () => {
    expect(fileProblem({ name: 'Report.PDF', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'app.java', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe(SUBMISSION_MSG.fileType);
    expect(fileProblem({ name: 'noext', size: 10 })).toBe(SUBMISSION_MSG.fileType);
    expect(fileProblem({ name: 'big.zip', size: 10 * 1024 * 1024 + 1 })).toBe(SUBMISSION_MSG.fileTooLarge);
  });
});
