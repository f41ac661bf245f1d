import path from 'node:path';

/** `<file> --force --from URL`: positional arguments and flags, a flag's value when it takes one. */
export function cliArgs(argv: string[], withValue: string[] = []) {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    flags[name] = withValue.includes(name) ? (inline ?? argv[++i] ?? '') : true;
  }
  return { positional, flags };
}

/** npm runs workspace scripts in the workspace folder; a path means what it meant where the user typed it. */
export const resolveFromUserCwd = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function cliFail(message: string): never {
  console.error(message);
  process.exit(1);
}
