import { describe, expect, it } from 'vitest';
import { PROJECT_MSG } from '@hackcamp/contract';
import { formatFileSize } from './file-size.ts';
import { projectFileProblem } from './project-file-check.ts';

describe('projectFileProblem', () => {
  it('takes pdf, zip and pptx up to 20 MB, in any case', () => {
    for (const name of ['deck.pdf', 'code.ZIP', 'pitch.pptx']) expect(projectFileProblem({ name, size: 20 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files with the server’s words', () => {
    expect(projectFileProblem({ name: 'setup.exe', size: 10 })).toBe(PROJECT_MSG.fileType);
    expect(projectFileProblem({ name: 'deck.ppt', size: 10 })).toBe(PROJECT_MSG.fileType);
    expect(projectFileProblem({ name: 'deck.pdf', size: 20 * 1024 * 1024 + 1 })).toBe(PROJECT_MSG.fileTooLarge);
  });
});

describe('formatFileSize', () => {
  it('reads as people say it', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
