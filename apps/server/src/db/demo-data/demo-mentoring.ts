import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { submissions, uploadedFiles, users } from '../schema/index.ts';

const FILES = [
  { name: 'Main.java', text: 'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, HackCamp!");\n  }\n}\n' },
  { name: 'notes.txt', text: 'What I learned today:\n- how to structure the project\n- where I got stuck and how I solved it\n' },
  { name: 'solution.py', text: 'def solve(numbers):\n    return sorted(set(numbers))\n\nprint(solve([3, 1, 2, 3]))\n' },
];

/**
 * The mentor dashboard's demo on top of the bootcamp under way (every mentor's group has 10+
 * bootcamp participants with present and absent days, graded and pending work, and today's and
 * the days ahead still to mark): some waiting work comes with an uploaded file to download.
 */
export async function seedMentoring(tx: Db) {
  const mentees = await tx
    .select({ id: users.id, mentorId: users.mentorId, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'participant'), eq(users.participantType, 'bootcamp'), isNotNull(users.mentorId)));
  // In the demo's own order (participant1, participant2 ...), so the showcase people keep theirs.
  const number = (email: string) => Number(/\d+/.exec(email)?.[0] ?? 0);
  mentees.sort((a, b) => number(a.email) - number(b.email));
  const groups = new Map<string, string[]>();
  for (const m of mentees) groups.set(m.mentorId!, [...(groups.get(m.mentorId!) ?? []), m.id]);

  const withFiles: string[] = [];
  for (const ids of groups.values()) withFiles.push(...ids.slice(0, 4));

  const waiting = await tx
    .select({ id: submissions.id, userId: submissions.userId })
    .from(submissions)
    .where(and(inArray(submissions.userId, withFiles), eq(submissions.status, 'submitted')))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
  for (const [i, s] of waiting.entries()) {
    if (i % 2) continue;
    const file = FILES[i % FILES.length]!;
    const data = Buffer.from(file.text);
    const [row] = await tx
      .insert(uploadedFiles)
      .values({ ownerId: s.userId, fileName: file.name, mimeType: 'application/octet-stream', size: data.length, data })
      .returning({ id: uploadedFiles.id });
    await tx.update(submissions).set({ fileId: row!.id }).where(eq(submissions.id, s.id));
  }
}
