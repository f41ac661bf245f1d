import { describe, expect, it } from 'vitest';
import { DEMO_ACCEPT, DEMO_MSG, demoGradeProblem, demoUploadProblem, fileExtension } from './demo-checks.ts';

const SPEC_TYPES = ['zip', 'rar', 'pdf', 'doc', 'docx', 'txt', 'js', 'html', 'css', 'py', 'java'];

describe('demo upload check', () => {
  it('accepts exactly the types the spec lists', () => {
    expect(DEMO_ACCEPT).toBe(SPEC_TYPES.map((t) => `.${t}`).join(','));
    for (const type of SPEC_TYPES) expect(demoUploadProblem(`work.${type}`)).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(DEMO_MSG.noFile).toBe('Please upload a file before submitting.');
    expect(demoUploadProblem(undefined)).toBe(DEMO_MSG.noFile);
    expect(demoUploadProblem(null)).toBe(DEMO_MSG.noFile);
    expect(demoUploadProblem('')).toBe(DEMO_MSG.noFile);
  });

  it('refuses other types, judged by the last extension only', () => {
    for (const name of ['setup.exe', 'photo.png', 'notes', 'archive.tar.gz', 'report.pdf.exe', 'trailing-dot.']) {
      expect(demoUploadProblem(name)).toBe(DEMO_MSG.fileType);
    }
  });

  it('ignores the case of the extension and earlier dots', () => {
    expect(demoUploadProblem('REPORT.PDF')).toBeNull();
    expect(demoUploadProblem('my.final.version.Docx')).toBeNull();
    expect(fileExtension('a.b.JS')).toBe('js');
    expect(fileExtension('README')).toBe('');
  });
});

describe('demo grade check', () => {
  it('needs both score and feedback', () => {
    expect(demoGradeProblem('', 'Nice')).toBe(DEMO_MSG.gradeMissing);
    expect(demoGradeProblem('80', '   ')).toBe(DEMO_MSG.gradeMissing);
  });

  it('keeps the score between 0 and the maximum', () => {
    expect(demoGradeProblem('101', 'Good')).toBe(DEMO_MSG.gradeRange);
    expect(demoGradeProblem('-1', 'Good')).toBe(DEMO_MSG.gradeRange);
    expect(demoGradeProblem('abc', 'Good')).toBe(DEMO_MSG.gradeRange);
    expect(demoGradeProblem('0', 'Try again')).toBeNull();
    expect(demoGradeProblem('100', 'Perfect')).toBeNull();
  });
});
