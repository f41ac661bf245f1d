import { describe, expect, it } from 'vitest';
import { defineModule, ModuleList, type ModuleBase, type ModuleDeps } from '../src/modules/define-module.ts';

// Issue 44: modules register themselves in one ordered list; the app walks it to build services,
// register routes, settle writes, clean up and close.

const base = {} as ModuleBase;

describe('the module list', () => {
  const clock = defineModule({ name: 'clock', create: () => ({ clock: { now: () => 42 } }) });
  const reader = defineModule({
    name: 'reader',
    create: ({ clock }: ModuleDeps<{ clock: { now: () => number } }>) => ({ reader: { read: () => `at ${clock.now()}` } }),
  });

  it('builds each module with what the modules above it made', () => {
    const built = ModuleList.start().add(clock).add(reader).build(base);
    expect(built.reader.read()).toBe('at 42');
  });

  it('does not compile when a module comes before one it uses', () => {
    // @ts-expect-error: nothing above the reader makes `clock`.
    const wrong = ModuleList.start().add(reader).add(clock);
    // Left uncaught, the reader would meet the missing clock only when first used.
    expect(() => wrong.build(base).reader.read()).toThrow(TypeError);
  });

  it('refuses two modules that make the same name', () => {
    const again = defineModule({ name: 'again', create: () => ({ clock: { now: () => 0 } }) });
    expect(() => ModuleList.start().add(clock).add(again).build(base)).toThrow("Module again makes 'clock', which is already taken");
  });

  it('runs every clean-up when one fails, and reports the failure', async () => {
    const ran: string[] = [];
    const step = (name: string, fail = false) =>
      defineModule<ModuleBase>({
        name,
        cleanUp: async () => {
          ran.push(name);
          if (fail) throw new Error(`${name} failed`);
        },
      });
    const list = ModuleList.start().add(step('sessions')).add(step('imports', true)).add(step('backups'));
    await expect(list.runCleanUps(list.build(base))).rejects.toThrow('imports failed');
    expect(ran).toEqual(['sessions', 'imports', 'backups']);
  });

  it('closes modules after the ones that use them, and calls preClose and every write settle', async () => {
    const seen: string[] = [];
    const hooks = (name: string) =>
      defineModule<ModuleBase>({
        name,
        preClose: () => void seen.push(`preClose ${name}`),
        onClose: async () => void seen.push(`onClose ${name}`),
        afterWrite: () => () => void seen.push(`settle ${name}`),
      });
    const list = ModuleList.start().add(hooks('invitations')).add(hooks('recovery'));
    const built = list.build(base);
    list.preClose(built);
    for (const settle of list.writeSettles(built)) settle({} as never);
    await list.onClose(built);
    expect(seen).toEqual(['preClose invitations', 'preClose recovery', 'settle invitations', 'settle recovery', 'onClose recovery', 'onClose invitations']);
  });
});
