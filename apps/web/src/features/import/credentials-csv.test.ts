import { describe, expect, it } from 'vitest';
import { credentialsCsv, csvCell } from './credentials-csv.ts';

describe('credentialsCsv', () => {
  it('lists every new account with its temporary password, quoted where needed', () => {
    const csv = credentialsCsv([
      { name: 'Rao, Ravi', email: 'ravi@example.com', role: 'participant', temporaryPassword: 'abcd-efgh-jkmn-pqrs' },
      { name: '=cmd|calc', email: 'x@example.com', role: 'mentor', temporaryPassword: 'ABCD-2345-wxyz-QRST' },
    ]);
    expect(csv).toBe(
      '\uFEFFName,Email,Role,Temporary password\r\n' +
        '"Rao, Ravi",ravi@example.com,participant,abcd-efgh-jkmn-pqrs\r\n' +
        "'=cmd|calc,x@example.com,mentor,ABCD-2345-wxyz-QRST\r\n",
    );
  });
  it('doubles quotes and keeps line breaks inside one cell', () => {
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
  });
});
